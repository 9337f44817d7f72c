/** The pages `npm run bench` measures; later features add theirs here. */
export const BENCH_PAGES = [
  { name: 'home (us/en)', path: '/' },
  { name: 'home (korea/ko-KR)', path: '/korea' },
  { name: 'generic page', path: '/about-us/our-story' },
  { name: 'nested page (3 deep)', path: '/about-us/our-story/sustainability' },
  { name: 'every-block page', path: '/why-terrafield' },
  { name: 'every-block page (japan/ja-JP)', path: '/japan/why-terrafield' },
  { name: 'product page', path: '/products/TF-10001' },
  { name: 'category page', path: '/products/fries' },
  { name: 'recipe page', path: '/recipe/mushroom-gravy-poutine' },
  { name: 'recipe index', path: '/recipes' },
  { name: 'recipe category', path: '/recipes/category/game-day' },
  { name: 'blog index', path: '/blog' },
  { name: 'brand page', path: '/brands/terrafield-classic' },
  { name: 'search results', path: '/search?q=fries' },
  { name: 'search results (japan/ja-JP)', path: '/japan/search?q=%E3%83%9D%E3%83%86%E3%83%88' },
]

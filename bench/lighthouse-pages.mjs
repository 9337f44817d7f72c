/**
 * The page templates `npm run bench:lighthouse` audits, one real URL each; later features add
 * theirs here (search results, facet listings). The bare Next page is always audited beside them.
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'korea home', path: '/korea' },
  { name: 'product', path: '/products/TF-10001' },
  { name: 'category', path: '/products/fries' },
  { name: 'recipe', path: '/recipe/mushroom-gravy-poutine' },
  { name: 'recipe index', path: '/recipes' },
  { name: 'blog post', path: '/blog/how-long-can-fries-hold' },
  { name: 'every-block page', path: '/why-terrafield' },
  { name: 'compare', path: '/compare?skus=TF-10001,TF-10002' },
  { name: 'search results', path: '/search?q=fries' },
]

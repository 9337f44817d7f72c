export default function BarePage() {
  return (
    <main>
      <h1>Frozen potato products for professional kitchens</h1>
      <p>
        Crisp fries, wedges and hash browns, cut from potatoes grown on partner farms and frozen
        within hours of harvest. Every product lists its cooking times for fryer, oven and air
        fryer, its allergens and its pack sizes, so a kitchen can plan a menu and order samples
        before it commits to a case.
      </p>
    </main>
  )
}

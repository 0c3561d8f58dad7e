// A fourteen-page recipe site whose prose already links other recipes by their titles (56
// prose link pairs: enough for the engine to backtest itself on the site's own links) and
// names one more recipe on each page without linking it (something left to suggest).
const RECIPES = [
  [
    'Sourdough Bread',
    'A wild yeast starter, flour, water and salt make a tangy loaf with an open crumb.',
  ],
  ['Pizza Dough', 'Flour, water, yeast and olive oil rest overnight for a blistered, chewy crust.'],
  [
    'Tomato Sauce',
    'Ripe tomatoes simmer slowly with garlic and basil until the sauce turns glossy.',
  ],
  ['Fresh Pasta', 'Eggs and semolina flour are kneaded, rested and rolled into thin silky sheets.'],
  [
    'Pesto Genovese',
    'Basil, pine nuts, parmesan and olive oil are pounded into a bright green paste.',
  ],
  [
    'Risotto Milanese',
    'Arborio rice toasts in butter, then saffron stock is stirred in ladle by ladle.',
  ],
  ['Roast Chicken', 'A whole bird seasoned with salt and lemon roasts until the skin crackles.'],
  ['Chicken Stock', 'Roasted bones, onion, carrot and celery simmer for hours into a clear stock.'],
  ['Vegetable Soup', 'Leeks, carrots, potatoes and beans simmer in stock for a hearty bowl.'],
  ['Garlic Butter', 'Soft butter is mashed with crushed garlic, parsley and a pinch of salt.'],
  ['Olive Oil Cake', 'Olive oil, eggs, sugar and orange zest bake into a moist, fragrant sponge.'],
  ['Lemon Tart', 'A sharp lemon curd sets in a crisp pastry case under a dusting of sugar.'],
  [
    'Shortcrust Pastry',
    'Cold butter is rubbed into flour, bound with water and chilled before rolling.',
  ],
  [
    'Vanilla Custard',
    'Milk, egg yolks, sugar and a split vanilla pod thicken gently over low heat.',
  ],
] as const;

function slugOf(title: string): string {
  return `/${title.toLowerCase().replace(/\s+/g, '-')}`;
}

function recipePage(index: number): string {
  const [title, method] = RECIPES[index]!;
  const other = (step: number) => RECIPES[(index + step) % RECIPES.length]![0];
  const linked = [1, 2, 3, 5]
    .map((step) => `<a href="${slugOf(other(step))}">${other(step)}</a>`)
    .join(', ');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Recipes</a></nav><main><article><h1>${title}</h1><p>${method} Cooks who make ${title.toLowerCase()} often go on to ${linked} from the same kitchen.</p><p>On a slow weekend, serve it beside ${other(7)} and keep the leftovers for later in the week.</p></article></main></body></html>`;
}

/** The recipe site's pages by path (a home page listing every recipe, and one page per recipe). */
export function recipeSitePages(): Record<string, string> {
  const list = RECIPES.map(([title]) => `<li><a href="${slugOf(title)}">${title}</a></li>`).join(
    '',
  );
  return {
    '/': `<!doctype html><html lang="en"><head><title>Recipes</title></head><body><main><h1>Recipes</h1><ul>${list}</ul></main></body></html>`,
    ...Object.fromEntries(RECIPES.map(([title], index) => [slugOf(title), recipePage(index)])),
  };
}

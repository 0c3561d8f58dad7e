// Posts as bloggers write them: several paragraphs, and now and then a sentence that names
// another post ("my guide to rye flour"), which is what the engine suggests linking.
export const POSTS = [
  {
    title: 'Sourdough Starter Basics',
    text: [
      'A sourdough starter is nothing more than flour and water left to ferment on the kitchen counter. Wild yeast and bacteria settle in within a week, and the jar starts to smell of apples and yoghurt.',
      'Feed it every morning with equal weights of flour and water. I use rye flour for the first few days because it wakes the culture up faster; my guide to rye flour explains why it ferments so quickly.',
      'Once the starter doubles within six hours of a feed, it is ready to raise a loaf. Keep a spoonful back so you never have to begin again.',
    ],
    category: 'Bread',
  },
  {
    title: 'Sourdough Starter Hydration',
    text: [
      'Hydration is the weight of water divided by the weight of flour. A stiff starter at fifty percent rises slowly and tastes mild, while a liquid one at one hundred percent is quick and sour.',
      'If you are new to this, start with my post about sourdough starter basics before you change the hydration of your jar.',
      'The same arithmetic runs every dough in this kitchen. My pizza dough overnight recipe sits at sixty-five percent, which is why it stretches without tearing.',
    ],
    category: 'Bread',
  },
  {
    title: 'Sourdough Starter Discard Crackers',
    text: [
      'Every feed leaves a cup of discard, and throwing it away felt wasteful for years. These crackers use all of it.',
      'Stir the discard with olive oil, salt and a handful of seeds, spread it thin on a tray and bake until the edges brown. Rye discard gives the deepest flavour; I wrote about rye flour in a separate post.',
      'Break the sheet into shards once it has cooled. They keep for two weeks in a tin.',
    ],
    category: 'Bread',
  },
  {
    title: 'Rye Flour Guide',
    text: [
      'Rye flour holds far more water than wheat and has almost no gluten, so a rye dough feels like clay rather than elastic.',
      'Its enzymes break starch into sugar very fast, which feeds yeast and bacteria alike. That is why a spoonful of rye revives a sluggish culture; my post about sourdough starter hydration shows how to adjust the water when you switch flours.',
      'Buy it in small bags and keep it cool: the germ makes whole rye go stale within a couple of months.',
    ],
    category: 'Bread',
  },
  {
    title: 'Pizza Dough Overnight',
    text: [
      'A cold overnight rise turns a plain dough into something crisp, blistered and full of flavour. Mix the dough in the evening, cover it and leave it in the fridge.',
      'Bake it as hot as your oven will go. A stone works, but my baking steel review explains why steel gives a darker base in half the time.',
      'Take the balls out two hours before baking so they relax and stretch thin without springing back.',
    ],
    category: 'Pizza',
  },
  {
    title: 'Baking Steel Review',
    text: [
      'After a year of weekly pizza nights I replaced my stone with a slab of steel. It is heavy, it never cracks, and it stores heat far better than ceramic.',
      'The difference shows on a long cold-fermented dough: see my pizza dough overnight recipe for the one I bake on it every Friday.',
      'Season it like a cast iron pan and it will outlive the oven.',
    ],
    category: 'Pizza',
  },
];

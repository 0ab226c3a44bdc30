/** [ingredient item name, quantity, unit]. */
export type IngredientRow = [string, number, string];
/** [simple item name, batch makes, method, ingredients]. */
export type RecipeRow = [string, number, string, IngredientRow[]];

const GINGER_GARLIC: IngredientRow[] = [
  ['Ginger', 50, 'GM'],
  ['Garlic', 50, 'GM'],
];

/** The kitchen's standard recipes, per batch (Masala tea is left for the user to enter). */
export const FOOD_RECIPES: RecipeRow[] = [
  [
    'Paneer tikka',
    10,
    'Marinate in spiced curd for two hours; skewer with onion and roast in the tandoor.',
    [
      ['Paneer', 2, 'KG'],
      ['Curd', 0.5, 'KG'],
      ['Onion', 0.5, 'KG'],
      ['Red chilli powder', 40, 'GM'],
      ['Garam masala', 20, 'GM'],
      ['Lemon', 4, 'NOS'],
      ['Butter', 100, 'GM'],
      ...GINGER_GARLIC,
    ],
  ],
  [
    'Chicken 65',
    10,
    'Marinate, deep fry and toss with curry leaves and green chilli.',
    [
      ['Chicken (curry cut)', 2.5, 'KG'],
      ['Curd', 0.3, 'KG'],
      ['Red chilli powder', 50, 'GM'],
      ['Green chilli', 0.1, 'KG'],
      ['Lemon', 3, 'NOS'],
      ...GINGER_GARLIC,
    ],
  ],
  [
    'Tomato soup',
    10,
    'Cook tomatoes with onion and garlic, blend, strain and finish with butter.',
    [
      ['Tomato', 2, 'KG'],
      ['Onion', 0.3, 'KG'],
      ['Butter', 80, 'GM'],
      ['Garlic', 20, 'GM'],
      ['Milk', 0.5, 'LTR'],
    ],
  ],
  [
    'Sweet corn chicken soup',
    10,
    'Simmer shredded chicken in stock; thicken and season.',
    [
      ['Chicken (curry cut)', 0.8, 'KG'],
      ['Onion', 0.2, 'KG'],
      ['Ginger', 20, 'GM'],
      ['Garlic', 20, 'GM'],
      ['Coriander leaves', 50, 'GM'],
    ],
  ],
  [
    'Paneer butter masala',
    10,
    'Makhani gravy of tomato, butter and cream; add paneer cubes at the pass.',
    [
      ['Paneer', 1.8, 'KG'],
      ['Tomato', 1.5, 'KG'],
      ['Onion', 0.8, 'KG'],
      ['Butter', 0.2, 'KG'],
      ['Milk', 0.5, 'LTR'],
      ['Garam masala', 30, 'GM'],
      ['Red chilli powder', 30, 'GM'],
      ...GINGER_GARLIC,
    ],
  ],
  [
    'Butter chicken',
    10,
    'Tandoor-roasted chicken finished in makhani gravy.',
    [
      ['Chicken (curry cut)', 2.5, 'KG'],
      ['Tomato', 1.5, 'KG'],
      ['Butter', 0.3, 'KG'],
      ['Curd', 0.4, 'KG'],
      ['Garam masala', 30, 'GM'],
      ['Red chilli powder', 40, 'GM'],
      ...GINGER_GARLIC,
    ],
  ],
  [
    'Chicken biryani',
    10,
    'Layer half-cooked rice over marinated chicken and cook on dum for 25 minutes.',
    [
      ['Basmati rice', 1.5, 'KG'],
      ['Chicken (curry cut)', 2.5, 'KG'],
      ['Onion', 1, 'KG'],
      ['Curd', 0.5, 'KG'],
      ['Garam masala', 40, 'GM'],
      ['Green chilli', 0.1, 'KG'],
      ['Coriander leaves', 0.1, 'KG'],
      ['Butter', 0.15, 'KG'],
      ...GINGER_GARLIC,
    ],
  ],
  [
    'Mutton rogan josh',
    10,
    'Slow-cook mutton with curd and Kashmiri chilli for 90 minutes.',
    [
      ['Mutton', 2.5, 'KG'],
      ['Onion', 1, 'KG'],
      ['Curd', 0.5, 'KG'],
      ['Red chilli powder', 50, 'GM'],
      ['Garam masala', 30, 'GM'],
      ...GINGER_GARLIC,
    ],
  ],
  [
    'Butter naan',
    20,
    'Soft dough rested two hours; slap in the tandoor and brush with butter.',
    [
      ['Wheat flour (atta)', 2, 'KG'],
      ['Curd', 0.2, 'KG'],
      ['Milk', 0.3, 'LTR'],
      ['Butter', 0.2, 'KG'],
    ],
  ],
  ['Tandoori roti', 20, 'Whole wheat dough, baked in the tandoor.', [['Wheat flour (atta)', 1.6, 'KG']]],
  [
    'Veg biryani',
    10,
    'Dum-cooked with vegetables, fried onion and mint.',
    [
      ['Basmati rice', 1.5, 'KG'],
      ['Onion', 0.8, 'KG'],
      ['Potato', 0.5, 'KG'],
      ['Curd', 0.4, 'KG'],
      ['Garam masala', 30, 'GM'],
      ['Coriander leaves', 0.1, 'KG'],
      ['Green chilli', 0.08, 'KG'],
    ],
  ],
  [
    'Dal tadka',
    10,
    'Boiled toor dal tempered with cumin, garlic and red chilli in butter.',
    [
      ['Toor dal', 1, 'KG'],
      ['Tomato', 0.4, 'KG'],
      ['Onion', 0.3, 'KG'],
      ['Cumin seeds', 20, 'GM'],
      ['Turmeric powder', 10, 'GM'],
      ['Garlic', 30, 'GM'],
      ['Butter', 0.1, 'KG'],
    ],
  ],
  [
    'Jeera rice',
    10,
    'Basmati cooked with cumin tempered in butter.',
    [
      ['Basmati rice', 1.5, 'KG'],
      ['Cumin seeds', 30, 'GM'],
      ['Butter', 0.1, 'KG'],
    ],
  ],
  [
    'Masala dosa',
    10,
    'Fermented rice batter; potato masala filling.',
    [
      ['Sona masoori rice', 1.2, 'KG'],
      ['Potato', 1.2, 'KG'],
      ['Onion', 0.4, 'KG'],
      ['Green chilli', 60, 'GM'],
      ['Turmeric powder', 10, 'GM'],
      ['Butter', 0.1, 'KG'],
    ],
  ],
  [
    'Idli vada',
    10,
    'Steamed idli and fried vada with sambar and coconut chutney.',
    [
      ['Sona masoori rice', 1, 'KG'],
      ['Coriander leaves', 50, 'GM'],
      ['Green chilli', 50, 'GM'],
      ['Ginger', 30, 'GM'],
    ],
  ],
  [
    'Gulab jamun',
    20,
    'Khoa dumplings fried slowly and soaked in cardamom syrup.',
    [
      ['Milk', 2, 'LTR'],
      ['Wheat flour (atta)', 0.2, 'KG'],
      ['Butter', 0.1, 'KG'],
    ],
  ],
  [
    'Filter coffee',
    10,
    'Decoction from the filter, two parts boiled milk.',
    [
      ['Filter coffee powder', 100, 'GM'],
      ['Milk', 1, 'LTR'],
    ],
  ],
  [
    'Fresh lime soda',
    10,
    'Fresh lemon juice with chilled soda, sweet or salted.',
    [
      ['Lemon', 10, 'NOS'],
      ['Packaged water 1 l', 2, 'BTL'],
    ],
  ],
  [
    'Banana milkshake',
    5,
    'Blend ripe bananas with chilled milk.',
    [
      ['Banana', 0.5, 'DOZ'],
      ['Milk', 1, 'LTR'],
    ],
  ],
  [
    'Veg puff',
    12,
    'Puff pastry with spiced potato and onion filling.',
    [
      ['Wheat flour (atta)', 0.6, 'KG'],
      ['Butter', 0.3, 'KG'],
      ['Potato', 0.5, 'KG'],
      ['Onion', 0.2, 'KG'],
    ],
  ],
  [
    'Sweet lassi',
    10,
    'Whisked curd with sugar, served chilled.',
    [
      ['Curd', 2, 'KG'],
      ['Milk', 0.5, 'LTR'],
    ],
  ],
  [
    'Chicken fried rice',
    10,
    'Wok-tossed rice with chicken, garlic and spring onion.',
    [
      ['Basmati rice', 1.2, 'KG'],
      ['Chicken (curry cut)', 1, 'KG'],
      ['Onion', 0.4, 'KG'],
      ['Garlic', 40, 'GM'],
      ['Green chilli', 60, 'GM'],
    ],
  ],
];

// The blog's fixed set: twenty articles, newest first, each with its category, in this order.
// The Markdown files in this folder must match it one to one (checked when the blog loads).

export const ARTICLE_CATALOGUE = [
  ["mediterranean-diet-weight-loss-guide", "Weight Loss"],
  ["asian-fusion-meal-prep-recipes", "Meal Prep"],
  ["diabetes-indian-cuisine-nutrition", "Health Conditions"],
  ["plant-based-african-muscle-building", "Muscle Building"],
  ["latin-american-superfoods-recipes", "Superfoods"],
  ["intermittent-fasting-middle-eastern-cuisine", "Intermittent Fasting"],
  ["gluten-free-european-comfort-foods", "Gluten-Free"],
  ["keto-thai-vietnamese-recipes", "Keto Diet"],
  ["postpartum-nutrition-global-recipes", "Maternal Health"],
  ["budget-friendly-healthy-international-meals", "Budget Meals"],
  ["senior-nutrition-global-cuisine", "Senior Health"],
  ["scandinavian-nordic-athletic-performance", "Athletic Performance"],
  ["heart-healthy-blue-zones-recipes", "Heart Health"],
  ["anti-inflammatory-global-spices-herbs", "Anti-Inflammatory"],
  ["kids-nutrition-international-foods", "Kids Nutrition"],
  ["shift-worker-meal-planning-strategies", "Shift Work Nutrition"],
  ["fermented-foods-digestive-health", "Digestive Health"],
  ["seasonal-eating-global-cuisines", "Seasonal Eating"],
  ["mental-health-brain-boosting-foods", "Mental Health"],
  ["travel-nutrition-global-cuisines", "Travel Nutrition"],
] as const;

export const ARTICLE_SLUGS: string[] = ARTICLE_CATALOGUE.map(([slug]) => slug);

/** "All Posts" and then every category, in the catalogue's order; the first 8 are shown as buttons. */
export const BLOG_CATEGORIES: string[] = ["All Posts", ...ARTICLE_CATALOGUE.map(([, category]) => category)];
export const VISIBLE_CATEGORY_BUTTONS = 8;

/** Blog constants. */
export const BLOG = {
  wordsPerMinute: 220,
  structuredDataPosts: 10,
  descriptionLength: 160,
} as const;

/** A path the prerender uses for the "Post Not Found" page, served for every unknown /blog/… address. */
export const BLOG_NOT_FOUND_PATH = "/blog/__not-found__";

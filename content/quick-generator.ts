// Quick Generator sample days (spec §2, §9): client-side only, written by us. Only weight_loss and
// weight_gain have samples; maintain and any other cuisine fall back to the weight-loss Indian day.
// A restriction does not change the sample.

export interface SampleMeal {
  text: string;
  calories: number;
}
export interface SampleDay {
  breakfast: SampleMeal;
  lunch: SampleMeal;
  dinner: SampleMeal;
}

export const QUICK_GOALS = [
  { value: "weight_loss", label: "Lose weight" },
  { value: "weight_gain", label: "Gain weight" },
  { value: "maintain", label: "Maintain weight" },
] as const;
export const QUICK_CUISINES = [
  { value: "indian", label: "Indian" },
  { value: "mediterranean", label: "Mediterranean" },
  { value: "american", label: "American" },
] as const;
export const QUICK_RESTRICTIONS = [
  { value: "none", label: "No restriction" },
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "diabetic", label: "Diabetic-friendly" },
] as const;

const FALLBACK: SampleDay = {
  breakfast: { text: "Vegetable poha with roasted peanuts and a glass of buttermilk", calories: 320 },
  lunch: { text: "Moong dal, two phulkas, cucumber raita and a green salad", calories: 450 },
  dinner: { text: "Grilled paneer tikka with sautéed peppers and mint chutney", calories: 420 },
};

const SAMPLES: Record<"weight_loss" | "weight_gain", Record<string, SampleDay>> = {
  weight_loss: {
    indian: FALLBACK,
    mediterranean: {
      breakfast: { text: "Greek yogurt with berries, walnuts and a drizzle of honey", calories: 300 },
      lunch: { text: "Lentil and chickpea salad with feta, parsley and olive oil", calories: 480 },
      dinner: { text: "Baked sea bream with roasted courgette and cherry tomatoes", calories: 450 },
    },
    american: {
      breakfast: { text: "Spinach and mushroom omelette with a slice of whole-grain toast", calories: 310 },
      lunch: { text: "Grilled chicken salad with avocado, corn and black beans", calories: 470 },
      dinner: { text: "Turkey and bean chili with a side of steamed greens", calories: 460 },
    },
  },
  weight_gain: {
    indian: {
      breakfast: { text: "Paneer-stuffed paratha with curd and a banana", calories: 620 },
      lunch: { text: "Rajma with steamed rice, salad and a glass of lassi", calories: 720 },
      dinner: { text: "Chicken curry with jeera rice and sautéed beans", calories: 700 },
    },
    mediterranean: {
      breakfast: { text: "Shakshuka with whole-grain pita and a spoon of hummus", calories: 610 },
      lunch: { text: "Chicken souvlaki wrap with tzatziki and a tomato salad", calories: 690 },
      dinner: { text: "Roast salmon with farro, olives and roasted vegetables", calories: 700 },
    },
    american: {
      breakfast: { text: "Peanut butter and banana oatmeal made with milk", calories: 640 },
      lunch: { text: "Turkey, avocado and cheese sandwich with a side salad", calories: 680 },
      dinner: { text: "Sirloin steak with a baked potato and green beans", calories: 720 },
    },
  },
};

export function sampleDay(goal: string, cuisine: string): SampleDay {
  const fallback = FALLBACK;
  if (goal !== "weight_loss" && goal !== "weight_gain") return fallback;
  return SAMPLES[goal][cuisine] ?? fallback;
}

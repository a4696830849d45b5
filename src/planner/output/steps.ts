import { STEP_VOLUME } from "../library/step-amounts";
import { volumeText } from "./spoons";

// A recipe step as the plan shows it: its scalable volumes ({200 ml} of water per serving, see
// library/step-amounts.ts) scaled to the meal's servings, so the steps agree with the ingredients.

export function scaledStep(step: string, servings: number): string {
  return step.replace(STEP_VOLUME, (_, ml: string) => volumeText(Number(ml) * servings));
}

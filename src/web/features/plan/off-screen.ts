/**
 * A block the browser skips (style, layout, paint) while it is off screen: a phone shows about one meal
 * card at a time, and laying out the whole day at once made the day's first frame a long task. Only
 * the block size is estimated, so a narrow screen never gets a minimum width from it.
 */
export const OFF_SCREEN = "[content-visibility:auto] [contain-intrinsic-block-size:auto_20rem]";

/** OFF_SCREEN for each child of a list (the day's meal cards). */
export const OFF_SCREEN_CHILDREN =
  "[&>*]:[content-visibility:auto] [&>*]:[contain-intrinsic-block-size:auto_20rem]";

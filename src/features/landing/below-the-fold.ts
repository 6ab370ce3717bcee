/**
 * Class names for a landing section below the first screen: the browser skips its style, layout
 * and paint until it nears the viewport (`content-visibility: auto`). Until it has been rendered
 * once it keeps a placeholder height of 640 px, then its last rendered height
 * (`contain-intrinsic-size: auto`), so the page's scroll height stays close to the real one.
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]';

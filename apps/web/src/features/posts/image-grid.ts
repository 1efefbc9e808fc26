export interface GridImage {
  width: number;
  height: number;
}

export interface GridCell {
  /** Columns and rows this image spans in a two-column grid. */
  colSpan: 1 | 2;
  rowSpan: 1 | 2;
}

export interface GridLayout {
  /** Width ÷ height of the whole box: fixed before any image loads, so nothing shifts. */
  aspectRatio: number;
  columns: 1 | 2;
  rows: 1 | 2;
  cells: GridCell[];
}

/** A single photo keeps its own shape, between a tall 4:5 portrait and a wide 1.91:1 landscape. */
export const singleAspect = { min: 4 / 5, max: 1.91 } as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * How up to four photos share one box: one alone in its own shape; two side by side; three as one
 * tall photo beside two stacked; four as a 2 × 2 grid. Photos beyond four are not shown.
 */
export function imageGridLayout(images: readonly GridImage[]): GridLayout {
  const count = Math.min(images.length, 4);
  const one: GridCell = { colSpan: 1, rowSpan: 1 };
  switch (count) {
    case 0:
      return { aspectRatio: 1, columns: 1, rows: 1, cells: [] };
    case 1: {
      const image = images[0];
      const ratio = image && image.width > 0 && image.height > 0 ? image.width / image.height : 1;
      return {
        aspectRatio: clamp(ratio, singleAspect.min, singleAspect.max),
        columns: 1,
        rows: 1,
        cells: [one],
      };
    }
    case 2:
      return { aspectRatio: 2, columns: 2, rows: 1, cells: [one, one] };
    case 3:
      return {
        aspectRatio: 4 / 3,
        columns: 2,
        rows: 2,
        cells: [{ colSpan: 1, rowSpan: 2 }, one, one],
      };
    default:
      return { aspectRatio: 4 / 3, columns: 2, rows: 2, cells: [one, one, one, one] };
  }
}

/**
 * The `sizes` of a layout's photos, as they lay out in the feed: below 672 px wide a photo spans the
 * screen but for the page's and the card's padding and border (66 px), from there on the feed column
 * holds it at 606 px; a two-column grid gives each photo half of that, less the 4 px gap. A phone
 * 412 px wide at 1.75 dppx then takes the 640 px copy (its photo is 346 px wide), not the 960.
 */
export function gridSizes(layout: GridLayout): string {
  return layout.columns === 2
    ? '(min-width: 672px) 301px, calc(50vw - 35px)'
    : '(min-width: 672px) 606px, calc(100vw - 66px)';
}

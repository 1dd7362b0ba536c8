/**
 * The typical height of the letters of a page, from its connected components: ink is told from
 * paper by comparing each pixel with the mean of its neighbourhood (uneven light and tinted paper
 * defeat one global threshold), the ink is split into 8-connected marks, and the median height of
 * the marks shaped like letters is the answer. Most letters of a Latin text are x-height letters,
 * so the median sits at the x-height or a little above it.
 */

/** A greyscale image, one byte a pixel, rows top to bottom. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

// Fewer letter-like marks than this and the median says nothing about the text.
const minMarks = 150;
// A pixel is ink when it is this much darker than the mean of its neighbourhood.
const inkRatio = 0.85;

/** Median height in pixels of the letter-like marks, or undefined when too few were found. */
export function medianLetterHeight(image: GreyImage): number | undefined {
  const { width, height } = image;
  if (width < 16 || height < 16) return undefined;
  const ink = inkMask(image);
  const heights = markHeights(ink, width, height);
  if (heights.length < minMarks) return undefined;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** Ink where a pixel is darker than its neighbourhood's mean (Bradley's adaptive threshold). */
function inkMask({ data, width, height }: GreyImage): Uint8Array {
  const radius = Math.max(4, Math.round(Math.max(width, height) / 80));
  // Summed-area table, one row and column of zeros in front.
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x] ?? 0;
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] ?? 0) + row;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const total =
        (sums[bottom * stride + right] ?? 0) -
        (sums[top * stride + right] ?? 0) -
        (sums[bottom * stride + left] ?? 0) +
        (sums[top * stride + left] ?? 0);
      const mean = total / ((bottom - top) * (right - left));
      if ((data[y * width + x] ?? 0) < mean * inkRatio) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** Heights of the 8-connected marks of the mask that are shaped like letters. */
function markHeights(mask: Uint8Array, width: number, height: number): number[] {
  const labels = new Int32Array(width * height).fill(-1);
  const parent: number[] = [];
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] ?? root;
    let at = label;
    while (parent[at] !== root) {
      const next = parent[at] ?? root;
      parent[at] = root;
      at = next;
    }
    return root;
  };
  const union = (a: number, b: number): number => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA === rootB) return rootA;
    const [low, high] = rootA < rootB ? [rootA, rootB] : [rootB, rootA];
    parent[high] = low;
    return low;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      if (mask[at] !== 1) continue;
      let label = -1;
      // Left, then the three neighbours of the row above.
      for (let k = 0; k < 4; k += 1) {
        const dx = k === 0 ? -1 : k - 2;
        const dy = k === 0 ? 0 : -1;
        if (x + dx < 0 || x + dx >= width || y + dy < 0) continue;
        const other = labels[at + dy * width + dx] ?? -1;
        if (other < 0) continue;
        label = label < 0 ? other : union(label, other);
      }
      if (label < 0) {
        label = parent.length;
        parent.push(label);
      }
      labels[at] = label;
    }
  }
  // Bounding box and area of each root label.
  const count = parent.length;
  const top = new Int32Array(count).fill(height);
  const bottom = new Int32Array(count).fill(-1);
  const left = new Int32Array(count).fill(width);
  const right = new Int32Array(count).fill(-1);
  const area = new Int32Array(count);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const label = labels[y * width + x] ?? -1;
      if (label < 0) continue;
      const root = find(label);
      if (y < (top[root] ?? height)) top[root] = y;
      bottom[root] = y;
      if (x < (left[root] ?? width)) left[root] = x;
      if (x > (right[root] ?? -1)) right[root] = x;
      area[root] = (area[root] ?? 0) + 1;
    }
  }
  const heights: number[] = [];
  const maxHeight = height / 10;
  for (let root = 0; root < count; root += 1) {
    if (parent[root] !== root) continue;
    const markHeight = (bottom[root] ?? 0) - (top[root] ?? 0) + 1;
    const markWidth = (right[root] ?? 0) - (left[root] ?? 0) + 1;
    const fill = (area[root] ?? 0) / (markHeight * markWidth);
    // A letter: a few pixels high at least, not a line, a rule or a blot.
    if (markHeight < 4 || markHeight > maxHeight) continue;
    if (markWidth > markHeight * 3 || markWidth * 5 < markHeight) continue;
    if (fill < 0.1 || fill > 0.9) continue;
    heights.push(markHeight);
  }
  return heights;
}

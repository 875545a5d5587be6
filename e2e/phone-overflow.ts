// Whether a loaded page scrolls sideways on a phone, and what makes it (e2e/accessibility.spec.ts).
import type { Page } from "@playwright/test";

/** A small phone (Android's common 360 px wide). */
export const PHONE = { width: 360, height: 740 };

/**
 * Runs in the page: null when the whole page fits the window's width, else a line naming what
 * passes its right edge: the outermost such box and the three innermost (the innermost is usually
 * the one to fix: a long word, a table, a row that does not wrap). A box inside a scrolling or
 * clipping box (a wide table in its `overflow-x-auto` wrapper) does not widen the page and is not
 * counted, unless it is positioned against a box outside that one (an `sr-only` label inside a
 * table cell is, when nothing between them is `relative`), and then it does widen the page.
 */
const describeOverflow = () => {
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width) return null;
  const passes = (rect: DOMRect) => rect.width > 0 && Math.round(rect.right + window.scrollX) > width;
  /** Laid out inside a box that clips or scrolls it, or against the screen (fixed): cannot widen the page. */
  const contained = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.position === "fixed") return true;
    // An absolutely positioned box escapes the boxes between it and its containing block.
    let escaping = style.position === "absolute";
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const boxStyle = getComputedStyle(box);
      if (escaping && boxStyle.position === "static" && boxStyle.transform === "none") continue;
      if (boxStyle.overflowX !== "visible" || boxStyle.position === "fixed") return true;
      escaping = boxStyle.position === "absolute";
    }
    return false;
  };
  const range = document.createRange();
  // Text past the edge of a box that is not (a long e-mail address or file name) names the box,
  // unless the box clips it (`sr-only`, `truncate`).
  const textPasses = (element: Element) =>
    getComputedStyle(element).overflowX === "visible" &&
    Array.from(element.childNodes).some((node) => {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
      range.selectNodeContents(node);
      return passes(range.getBoundingClientRect());
    });
  const past = Array.from(document.body.querySelectorAll("*")).filter(
    (element) =>
      !(element instanceof SVGElement && !(element instanceof SVGSVGElement)) &&
      (passes(element.getBoundingClientRect()) || textPasses(element)) &&
      !contained(element),
  );
  const name = (element: Element) => {
    const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 6) : [];
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    const right = Math.round(element.getBoundingClientRect().right + window.scrollX);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes.map((c) => `.${c}`).join("")}> to ${right}px "${text}"`;
  };
  const outermost = past.find((element) => !past.some((other) => other !== element && other.contains(element)));
  const innermost = past
    .filter((element) => !past.some((other) => other !== element && element.contains(other)))
    .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
    .slice(0, 3);
  return [
    `scrolls sideways on a ${width}px phone (${scrollWidth}px wide)`,
    ...(outermost ? [`outermost ${name(outermost)}`] : []),
    ...innermost.map((element) => `innermost ${name(element)}`),
  ].join("; ");
};

/**
 * Lays the loaded page out at a phone's width, runs `work` there, and puts the page's own size
 * back before it returns.
 */
export const atPhoneWidth = async <T>(page: Page, work: () => Promise<T>): Promise<T> => {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    // Two frames: the resize's layout and anything a media query changes on the next one.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return await work();
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
};

/** What makes the page, as laid out now, scroll sideways, or null when it does not. */
export const overflowNow = (page: Page) => page.evaluate(describeOverflow);

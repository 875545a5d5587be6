// Where focus goes after a form is refused: FormStatus calls this whenever a form shows an error, so
// every form with its message inside it behaves the same. A check in the browser that only marks a
// field (no form message: a one-field dialog's "Enter a name.") calls it itself, with its form or,
// for a part of a page that is not a <form> (a vendor row), the element that holds the fields.

/** Frames to wait for React to render the marks (a busy page may render a few frames late). */
const FOCUS_FRAMES = 30;

// Groups (radio groups, the mass mail's audience) mark their wrapper (data-invalid) and take focus
// on their first input; other controls carry aria-invalid themselves.
const MARKED = "[aria-invalid='true'], [data-invalid] input";

/** The form's own message (FormStatus) when it is an error: where focus goes when no marked control takes it. */
const ERROR_MESSAGE = "[data-form-message='error']";

/** Whether focus can land on an element: not disabled (itself or by a fieldset), not inert, not hidden. */
const canTakeFocus = (element: HTMLElement) =>
  !element.matches(":disabled") &&
  !element.closest("[inert], [hidden]") &&
  (typeof element.checkVisibility !== "function" ||
    element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }));

/** Focuses `element` and says whether focus is there now (the browser refuses what it cannot focus). */
const focusOn = (element: HTMLElement) => {
  element.focus();
  return document.activeElement === element;
};

/**
 * Whether moving focus takes it from nobody: it is in the form (Send, or the field where Enter was
 * pressed) or nowhere (a busy Send is disabled and drops it). Not while a confirmation is open, nor
 * once the user has gone elsewhere on the page.
 */
const focusIsFree = (form: HTMLElement) => {
  const active = document.activeElement;
  return active === null || active === document.body || form.contains(active);
};

/**
 * Moves focus to the first field in `form` (a <form>, or the element holding a group of fields)
 * marked invalid that can take it, else to the form's error message, so that a keyboard or
 * screen-reader user lands on what to fix or on the reason (a 409, a wrong password, a network
 * failure) rather than where Send was. A marked control that is disabled, inert or hidden (the
 * mass mail's file picker once 5 files are attached) is passed over.
 *
 * Marks are looked for on each animation frame (at most FOCUS_FRAMES): a mark may render a frame or
 * more after the message (an update in its own task), and one behind a closing confirmation can take
 * focus only once it has gone. So the message takes focus only when the frames have run out with no
 * marked control taking it: taking it at once would make a refusal with a mark move focus twice.
 * `message` is the form's message when it sits outside the form (FormStatus's `form`).
 */
export const focusFirstInvalid = (form: HTMLElement, message?: HTMLElement | null) => {
  const attempt = (framesLeft: number) => {
    if (!form.isConnected) return;
    if (focusIsFree(form))
      for (const field of form.querySelectorAll<HTMLElement>(MARKED)) if (canTakeFocus(field) && focusOn(field)) return;
    if (framesLeft > 0) {
      window.requestAnimationFrame(() => attempt(framesLeft - 1));
      return;
    }
    const reason = message ?? form.querySelector<HTMLElement>(ERROR_MESSAGE);
    if (reason?.isConnected && focusIsFree(form)) focusOn(reason);
  };
  window.requestAnimationFrame(() => attempt(FOCUS_FRAMES));
};

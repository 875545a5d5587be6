// @ts-check
// The only script of the script-free public pages (pages/, see docs/decisions.md): the phone
// menus, a logged-in member's links, the landing banner and the click-to-play videos. The HTML
// works without it; it only changes attributes and moves server-rendered markup (<template>s),
// so every style stays in the components. Plain ES2020, no dependencies, type-checked by tsc.
(() => {
  "use strict";

  /** @param {string} selector @param {ParentNode} [root] */
  const all = (selector, root = document) => Array.from(root.querySelectorAll(selector));

  /** @param {EventTarget | null} target @param {string} selector */
  const closest = (target, selector) => (target instanceof Element ? target.closest(selector) : null);

  // --- Phone menus: <button data-menu-open="id"> opens <dialog id="id"> ----------------------
  for (const opener of all("[data-menu-open]")) {
    const dialog = document.getElementById(opener.getAttribute("data-menu-open") ?? "");
    if (!(dialog instanceof HTMLDialogElement) || !(opener instanceof HTMLElement)) continue;
    // Where the browser runs the button's invoker command itself, showModal here comes first
    // and the command then finds the dialog open (a no-op).
    opener.addEventListener("click", () => {
      if (dialog.open) return;
      dialog.showModal();
      opener.setAttribute("aria-expanded", "true");
    });
    // Escape, a link, the close button or the backdrop: focus goes back to the menu button.
    dialog.addEventListener("close", () => {
      opener.setAttribute("aria-expanded", "false");
      opener.focus();
    });
    // A click on the backdrop lands on the <dialog> itself.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog || closest(event.target, "a, [data-menu-close]")) dialog.close();
    });
  }

  // --- A logged-in member: their links instead of the visitor's -----------------------------
  /** @typedef {{ title: string; link: string }} TNavLink */
  /** @param {{ welcome: string; home: string; links: TNavLink[] }} member */
  const showMember = (member) => {
    for (const element of all("[data-guest-only]")) if (element instanceof HTMLElement) element.hidden = true;
    for (const element of all("[data-member-only]")) if (element instanceof HTMLElement) element.hidden = false;
    for (const element of all("[data-member-name]")) element.textContent = member.welcome;
    for (const element of all("[data-member-title]")) element.textContent = `Welcome ${member.welcome}`;
    for (const list of all("[data-member-links]")) {
      const template = list.querySelector(":scope > template");
      const entry = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
      if (!template || !entry) continue;
      for (const item of all(":scope > li", list)) item.remove();
      for (const link of member.links) {
        const item = /** @type {Element} */ (entry.cloneNode(true));
        const anchor = item.querySelector("a");
        if (!anchor) continue;
        anchor.href = link.link;
        anchor.textContent = link.title;
        if (link.link === window.location.pathname) anchor.setAttribute("aria-current", "page");
        list.insertBefore(item, template);
      }
    }
  };

  fetch("/api/auth/menu", { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((data) => {
      if (data && data.member) showMember(data.member);
    })
    .catch(() => {}); // offline or leaving the page: the visitor's links stay

  document.addEventListener("click", (event) => {
    if (!closest(event.target, "[data-logout]")) return;
    fetch("/api/auth/logout", { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((data) => {
        // A full reload on purpose: the page starts again without the session.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- no Next.js router on these pages
        if (data === 1 || data === "1") window.location.assign("/");
      })
      .catch(() => {});
  });

  // --- The Welcome dropdown (a <details data-dropdown>): closes on a click elsewhere and on Escape
  const openDropdowns = () => all("details[data-dropdown][open]");
  document.addEventListener("click", (event) => {
    for (const dropdown of openDropdowns()) {
      if (!(event.target instanceof Node && dropdown.contains(event.target))) dropdown.removeAttribute("open");
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const dropdown of openDropdowns()) {
      dropdown.removeAttribute("open");
      const summary = dropdown.querySelector("summary");
      if (summary instanceof HTMLElement) summary.focus();
    }
  });

  // --- Click-to-play videos: the button gives way to the player in its <template> -------------
  document.addEventListener("click", (event) => {
    const button = closest(event.target, "[data-video]");
    const template = button ? button.nextElementSibling : null;
    if (!button || !(template instanceof HTMLTemplateElement)) return;
    const player = template.content.firstElementChild;
    if (!player) return;
    button.replaceWith(player);
    template.remove();
    player.querySelector("iframe")?.focus();
  });

  // --- The landing banner (components/landing/hero-carousel.tsx) -----------------------------
  const START_DELAY_MS = 100;
  const MOBILE_INTERVAL_MS = 4000;
  const DESKTOP_INTERVAL_MS = 5000;

  /** @param {Element} root */
  const runCarousel = (root) => {
    const slides = all("[data-slide]", root);
    const dots = all("[data-carousel-go]", root);
    const live = root.querySelector("[data-carousel-live]");
    const toggle = root.querySelector("[data-carousel-toggle]");
    const count = slides.length;
    if (count < 2) return;
    const mobile = window.matchMedia("(max-width: 767px)");
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let index = 0;
    let started = false;
    let held = false;
    /** @type {boolean | null} null: follow the reduced-motion setting */
    let userPaused = null;
    /** @type {number | undefined} */
    let timer;

    const paused = () => (userPaused === null ? reducedMotion.matches : userPaused);

    /** @param {number} next */
    const show = (next) => {
      index = ((next % count) + count) % count;
      slides.forEach((slide, position) => {
        const active = position === index;
        slide.toggleAttribute("data-active", active);
        slide.toggleAttribute("inert", !active);
        if (active) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
      });
      dots.forEach((dot, position) => {
        if (position === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
    };

    const update = () => {
      window.clearInterval(timer);
      const running = started && !paused() && !held;
      live?.setAttribute("aria-live", running ? "off" : "polite");
      toggle?.toggleAttribute("data-paused", paused());
      toggle?.setAttribute("aria-label", paused() ? "Play slides" : "Pause slides");
      if (running) timer = window.setInterval(() => show(index + 1), mobile.matches ? MOBILE_INTERVAL_MS : DESKTOP_INTERVAL_MS);
    };

    /** @param {boolean} value */
    const hold = (value) => {
      held = value;
      update();
    };

    root.addEventListener("click", (event) => {
      if (closest(event.target, "[data-carousel-previous]")) show(index - 1);
      else if (closest(event.target, "[data-carousel-next]")) show(index + 1);
      else if (closest(event.target, "[data-carousel-toggle]")) {
        userPaused = !paused();
        update();
      } else {
        const dot = closest(event.target, "[data-carousel-go]");
        if (dot) show(Number(dot.getAttribute("data-carousel-go")));
      }
    });
    // Hold still while the visitor points at or works inside the banner.
    root.addEventListener("mouseenter", () => hold(true));
    root.addEventListener("mouseleave", () => hold(false));
    root.addEventListener("focusin", () => hold(true));
    root.addEventListener("focusout", (event) => {
      if (!(event instanceof FocusEvent) || !root.contains(/** @type {Node | null} */ (event.relatedTarget))) hold(false);
    });
    mobile.addEventListener("change", update);
    reducedMotion.addEventListener("change", update);
    window.setTimeout(() => {
      started = true;
      update();
    }, START_DELAY_MS);
    update();
  };

  for (const root of all("[data-carousel]")) runCarousel(root);
})();

import { createHash } from 'node:crypto';

/**
 * The share page's only script (a static file: the page's CSP allows scripts from its own origin
 * and nothing inline). For a deck: one slide at a time, arrows, Space, Page Up and Page Down, Home
 * and End, a click to advance, Previous and Next (each disabled at its end, focus passing to the
 * other), Present (full screen, left by Escape with focus back on Present), and a beacon with the
 * time spent on a slide when it is left or the page is hidden. Without it, the deck reads as a
 * list of slides.
 */
export const SHARE_SCRIPT = `(function () {
  'use strict';
  var main = document.querySelector('[data-view]');
  var deck = document.querySelector('[data-deck]');
  if (!main || !deck) return;
  var slides = deck.querySelectorAll('.slide');
  var stage = deck.querySelector('.stage');
  var counter = deck.querySelector('[data-counter]');
  var previous = deck.querySelector('[data-previous]');
  var next = deck.querySelector('[data-next]');
  var present = deck.querySelector('[data-present]');
  var count = slides.length;
  var index = 0;
  var since = Date.now();
  var view = main.getAttribute('data-view');
  var beacon = main.getAttribute('data-beacon');
  document.documentElement.classList.add('js');

  function record() {
    var ms = Date.now() - since;
    since = Date.now();
    if (ms < 250 || !navigator.sendBeacon) return;
    navigator.sendBeacon(beacon, new URLSearchParams({ view: view, slide: String(index), ms: String(Math.round(ms)) }));
  }
  function show(to) {
    to = Math.max(0, Math.min(count - 1, to));
    if (to === index) return;
    record();
    slides[index].classList.remove('current');
    index = to;
    slides[index].classList.add('current');
    counter.textContent = index + 1 + ' / ' + count;
    var focused = document.activeElement;
    previous.disabled = index === 0;
    next.disabled = index === count - 1;
    // A focused button disabled at its end would drop focus to the page: the other one takes it.
    if (focused === next && next.disabled) previous.focus();
    if (focused === previous && previous.disabled) next.focus();
  }
  slides[0].classList.add('current');
  previous.disabled = true;
  next.disabled = count < 2;
  var KEYS = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, ' ': 1, ArrowLeft: -1, ArrowUp: -1, PageUp: -1 };
  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Not every browser leaves full screen on Escape by itself (headless and kiosk ones do not).
    if (event.key === 'Escape' && document.fullscreenElement === deck) {
      document.exitFullscreen().catch(function () {});
      event.preventDefault();
      return;
    }
    var onButton = event.target instanceof HTMLButtonElement;
    if (onButton && (event.key === ' ' || event.key === 'Enter')) return;
    if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else if (KEYS[event.key]) show(index + KEYS[event.key]);
    else return;
    event.preventDefault();
  });
  stage.addEventListener('click', function () { show(index + 1); });
  previous.addEventListener('click', function () { show(index - 1); });
  next.addEventListener('click', function () { show(index + 1); });
  if (!deck.requestFullscreen) present.hidden = true;
  present.addEventListener('click', function () {
    deck.requestFullscreen().catch(function () { present.hidden = true; });
  });
  // Present is hidden while presenting, so focus falls to the page; leaving brings it back.
  document.addEventListener('fullscreenchange', function () {
    if (!document.fullscreenElement) present.focus();
  });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') record();
    else since = Date.now();
  });
})();
`;

/** Where the script is served: named by its content, so it is cached for good. */
export const SHARE_SCRIPT_PATH = `/share-page.${createHash('sha256').update(SHARE_SCRIPT).digest('base64url').slice(0, 12)}.js`;

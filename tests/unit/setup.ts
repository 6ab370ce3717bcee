/**
 * Unit-test environment: an in-memory IndexedDB for Dexie, jest-dom-free React cleanup, and what
 * the DOM environments do not implement: Element.scrollIntoView (a no-op here) and the native
 * dialog's showModal/close. findBy and waitFor wait on visible state up to 15 s (testing-library's
 * default is 1 s): lazy chunks and the device coach take seconds under jsdom on a loaded 2-core
 * machine.
 */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom's <dialog> has no showModal/close: open and close it by its `open` attribute, firing
// `close` as browsers do (the welcome carousel is a native dialog).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * Unit-test environment: an in-memory IndexedDB for Dexie, jest-dom-free React cleanup, and
 * Element.scrollIntoView, which the DOM environments do not implement (a no-op here).
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

/** Unit-test environment: an in-memory IndexedDB for Dexie and jest-dom-free React cleanup. */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

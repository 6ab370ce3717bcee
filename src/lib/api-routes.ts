/** Typed URLs and bodies of the Greenshoe API (Hono `hc<AppType>`), for code that sends its own requests. */
import { hc } from 'hono/client';
import type { AppType } from '@api/app';

/** The routes for `$path()` and request types only: send through api-client.ts, which checks answers. */
export const apiRoutes = hc<AppType>('/');

import { lazyRouteComponent } from '@tanstack/react-router';

/** The not-found page (part 1 §2) loads where a path is not found, not with every page's start (the app's entry). */
export const NotFoundPage = lazyRouteComponent(() => import('./not-found-page'), 'NotFoundPage');

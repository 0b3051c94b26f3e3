import type * as Loaders from './loaders';

/**
 * The content routes' loaders, fetched with the first content page: route files are part of the
 * entry chunk, and the content schemas and queries behind these loaders are not needed to show a
 * product list (its JavaScript budget is 150 KB gz, README "Performance").
 */
const loaders = () => import('./loaders');

export const loadAbout = async (...args: Parameters<typeof Loaders.loadAbout>) => (await loaders()).loadAbout(...args);
export const loadDocument = async (...args: Parameters<typeof Loaders.loadDocument>) => (await loaders()).loadDocument(...args);
export const loadFaq = async (...args: Parameters<typeof Loaders.loadFaq>) => (await loaders()).loadFaq(...args);
export const loadLearnArticle = async (...args: Parameters<typeof Loaders.loadLearnArticle>) => (await loaders()).loadLearnArticle(...args);
export const loadLearnIndex = async (...args: Parameters<typeof Loaders.loadLearnIndex>) => (await loaders()).loadLearnIndex(...args);
export const loadNewsArticle = async (...args: Parameters<typeof Loaders.loadNewsArticle>) => (await loaders()).loadNewsArticle(...args);
export const loadNewsIndex = async (...args: Parameters<typeof Loaders.loadNewsIndex>) => (await loaders()).loadNewsIndex(...args);
export const loadPageRoute = async (...args: Parameters<typeof Loaders.loadPageRoute>) => (await loaders()).loadPageRoute(...args);
export const loadRewards = async (...args: Parameters<typeof Loaders.loadRewards>) => (await loaders()).loadRewards(...args);
export const loadSettings = async (...args: Parameters<typeof Loaders.loadSettings>) => (await loaders()).loadSettings(...args);

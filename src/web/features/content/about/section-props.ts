import type { AboutSection } from '@/api/content';

/** What every section component gets: its own section data and an id unique on the page. */
export interface SectionProps<K extends AboutSection['kind']> {
  section: Extract<AboutSection, { kind: K }>;
  id: string;
}

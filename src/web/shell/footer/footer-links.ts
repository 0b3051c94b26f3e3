import { showsFooterLink, type FooterLinkContext, type FooterLinkKey } from '@/domain/store-state';

export interface FooterLink {
  key: FooterLinkKey;
  label: string;
  href: string;
}

/** Quick Links (General) in display order; filtered by showsFooterLink (part 1 §2 footer). */
export const QUICK_LINKS: readonly FooterLink[] = [
  { key: 'about', label: 'About Us', href: '/about' },
  { key: 'locations', label: 'Find a Dispensary', href: '/locations' },
  { key: 'delivery', label: 'Delivery', href: '/delivery' },
  { key: 'delivery_info', label: 'Delivery Info', href: '/page/delivery-info-fl' },
  { key: 'rewards', label: 'Rewards', href: '/rewards' },
  { key: 'loyalty', label: 'Loyalty Terms', href: '/loyalty-terms-of-service' },
  { key: 'my_account', label: 'My Account', href: '/account' },
  { key: 'faq', label: 'FAQ', href: '/faq' },
  { key: 'reviews', label: 'Reviews', href: '/reviews' },
  { key: 'news', label: 'News', href: '/news' },
  { key: 'careers', label: 'Careers', href: '/careers' },
  { key: 'contact', label: 'Contact Us', href: '/contact' },
  { key: 'hipaa', label: 'HIPAA Notice', href: '/hipaa' },
];

/** Legal links shown for every brand and state. */
export const LEGAL_LINKS = [
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Text Message Policy', href: '/text-message-policy' },
] as const;

export function visibleQuickLinks(ctx: FooterLinkContext): FooterLink[] {
  return QUICK_LINKS.filter((link) => showsFooterLink(link.key, ctx));
}

import type { ContentDocumentOf } from '@/api/content';

type SocialLinks = ContentDocumentOf<'footer'>['data']['social'];

/** Social profiles on a reserved, obviously fictional domain (RFC 2606 .example). */
export function socialLinks(handle: string, networks: SocialLinks[number]['network'][]): SocialLinks {
  return networks.map((network) => ({ network, url: `https://${network}.example/${handle}` }));
}

export const MAIN_SOCIAL = socialLinks('apotheca', ['instagram', 'facebook', 'x', 'youtube', 'linkedin']);
export const SECOND_SOCIAL = socialLinks('harborandfinch', ['instagram', 'facebook']);

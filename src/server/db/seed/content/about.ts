import type { AboutSection } from '@/api/content';
import { ART, cta, h3, icon, p, ul } from './blocks';
import { contentDoc } from './document';
import { MAIN_SOCIAL } from './social';

/** One section of every kind the about page renders (part 1 §2 "About page"), in page order. */
const SECTIONS: AboutSection[] = [
  { kind: 'headline', title: 'Cannabis care, close to home', subtitle: 'Neighbourhood dispensaries across seven states, one standard of care.' },
  {
    kind: 'image_copy_cta', title: 'Grown with patience', image: ART.greenhouse,
    body: [p('We grow in sunlit greenhouses, harvest by hand and test every batch before it reaches a shelf. Nothing is rushed, and every label tells you what is inside.')],
    cta_text: 'Shop our flower', cta_link: '/products/flower',
  },
  { kind: 'text', title: 'Our story', body: [p('Apotheca began as one small medical dispensary with a simple idea: treat every visitor the way a good neighbourhood pharmacist would. Listen first, explain clearly, never rush.'), p('We have grown since, but the idea has not changed. Our stores are staffed by trained budtenders, our menus are live, and our prices are on every product.')] },
  {
    kind: 'icons', title: 'What we stand for',
    items: [
      icon('leaf', 'Clean growing', 'Integrated pest management and no shortcuts on testing.'),
      icon('book', 'Honest advice', 'Budtenders trained to explain, not upsell.'),
      icon('star', 'Fair prices', 'Clear pricing and everyday specials, no hidden fees.'),
      icon('store', 'Good neighbours', 'Local hiring and community projects in every state.'),
    ],
  },
  {
    kind: 'cards', title: 'Find your way around',
    cards: [
      { image: ART.firstVisit, title: 'First visit?', text: 'What happens from the door to the counter.', link: '/learn/first-dispensary-visit' },
      { image: ART.medicalCard, title: 'Medical patients', text: 'Register your card and shop the medical menu.', link: '/learn/getting-a-medical-card' },
      { image: ART.rewards, title: 'Rewards', text: 'Earn points on every order.', link: '/rewards' },
    ],
  },
  { kind: 'split', title: 'Medical and Adult Use', left: [h3('Medical'), p('Registered patients shop medical menus, often with lower taxes and higher limits. Bring your state card.')], right: [h3('Adult Use'), p('Adults 21 and older with a valid photo ID can shop Adult Use menus where state law allows.')] },
  { kind: 'what_to_bring', title: 'What to bring', items: ['A valid government photo ID', 'Your medical card, if you shop Medical', 'Cash or a debit card'] },
  { kind: 'virtual_visit', title: 'Visit before you visit', body: [p('Take a look around a store before you come in, so you know where the counter, the menus and the quiet consultation room are.')], link: '/tour' },
  { kind: 'virtual_tour', title: 'Walk through our Worcester store', frame_url: 'https://tour.example/embed/apotheca-worcester' },
  { kind: 'full_width_image', title: 'Where it grows', image: ART.hills },
  {
    kind: 'embedded_video', title: 'A minute in the greenhouse',
    // No video file ships with the demo: the poster stands in and the player shows it.
    src: '/images/content/video-poster.svg', poster: '/images/content/video-poster.svg', captions: null,
  },
  { kind: 'video_embed', title: 'How we test every batch', embed_url: 'https://video.example/embed/apotheca-lab-testing' },
  { kind: 'stacking_images', title: 'Inside our stores', images: [ART.firstVisit, ART.storage, ART.community], gap: null },
  {
    kind: 'rewards_faq', title: 'Rewards questions',
    items: [
      { question: 'How do I join?', answer: [p('Create an account and opt in to rewards. It is free.')] },
      { question: 'How many points do I earn?', answer: [p('One point for each whole dollar you spend; 40 points take $1 off eligible items.')] },
      { question: 'Where can I use points?', answer: [ul('Online and in store', 'Not in every state: see [Rewards](/rewards)')] },
    ],
  },
  { kind: 'social', title: 'Follow along', links: MAIN_SOCIAL },
];

/** The about page (part 1 §2): hero carousel, featured articles and a section of every kind. Main brand only. */
export const ABOUT = contentDoc('about', 'about', 100, {
  hero_slides: [
    { image: ART.greenhouse, title: 'Grown with care', text: 'Sunlit greenhouses, hand harvests and every batch lab tested.' },
    { image: ART.community, title: 'Rooted in our neighbourhoods', text: 'Local teams, local projects, and a seat at the table for our neighbours.' },
    { image: ART.firstVisit, title: 'Come on in', text: 'Friendly, unhurried advice at every one of our stores.' },
  ],
  featured_article_uids: ['first-dispensary-visit', 'dosing-edibles', 'terpenes-101'],
  sections: [...SECTIONS, { kind: 'text', title: 'Talk to us', body: [p('Questions, ideas or feedback? We read every message.'), cta('Contact us', '/contact')] }],
});

import { ART, cta, h2, p, quote, ul } from './blocks';
import { contentDoc } from './document';

/**
 * News (part 1 §2 /news): three featured articles fill the hero carousel; shared tags give every
 * article related ones ('You May Also Like'). The last one is dated far ahead, so it stays hidden.
 */
export const NEWS = [
  contentDoc('news_article', 'worcester-community-garden', 5, {
    title: 'Apotheca Worcester Plants a Community Garden',
    summary: 'Our Worcester team and forty neighbours turned an empty lot on Park Avenue into raised beds for the whole block.',
    source: null,
    hero_image: ART.community,
    featured: true,
    body: [
      p('On a bright Saturday in October, forty volunteers and our Worcester store team built twelve raised beds on a lot that had stood empty for six years. The beds are open to any neighbour who wants one, free of charge, and the first garlic is already in the ground.'),
      p('The project was proposed by a customer at one of our monthly listening sessions. The store covered lumber, soil and tools; a local gardening club will run spring workshops.'),
      quote('We wanted something on this street that everyone could share, whether or not they ever shop with us.', 'Worcester store manager'),
      cta('Visit Apotheca Worcester', '/store/worcester-ma'),
    ],
  }, ['community', 'massachusetts', 'stores']),

  contentDoc('news_article', 'solar-greenhouse', 18, {
    title: 'Our New Greenhouse Runs on the Sun',
    summary: 'Rooftop solar and rainwater capture now cover most of the energy and water our growing operation uses.',
    source: 'Apotheca Sustainability Report',
    hero_image: ART.greenhouse,
    featured: true,
    body: [
      p('Growing cannabis indoors takes a lot of electricity. Our new greenhouse takes a different approach: natural light for most of the year, supplemented by efficient lamps, with the roof covered in solar panels.'),
      h2('What changed'),
      ul('Solar panels supply the majority of the facility\'s daytime power.', 'Rainwater is collected, filtered and reused for irrigation.', 'Plant waste is composted on site instead of going to landfill.'),
      p('We will publish energy and water figures every year, good or bad, so you can hold us to them.'),
    ],
  }, ['sustainability', 'company']),

  contentDoc('news_article', 'hudson-valley-delivery', 26, {
    title: 'Delivery Arrives in the Hudson Valley',
    summary: 'Shoppers near our Hudson Valley store can now order for delivery, for Medical and Adult Use.',
    source: null,
    hero_image: ART.hills,
    featured: true,
    body: [
      p('Orders from eight zip codes around Bardonia can now be delivered, with a $50 order minimum. Delivery drivers check ID at the door, and medical orders need a valid New York patient registration on file.'),
      p('Check whether we deliver to you from the store page: enter your zip under "Looking for delivery?".'),
      cta('Check delivery', '/store/hudson-valley-ny'),
    ],
  }, ['delivery', 'stores', 'new-york']),

  contentDoc('news_article', 'budtender-training-program', 40, {
    title: 'Every Budtender Now Completes Our 40-Hour Training',
    summary: 'Product knowledge, responsible-use conversations and accessibility: what our training covers and why.',
    source: null,
    hero_image: ART.firstVisit,
    featured: false,
    body: [
      p('Good advice at the counter is the most valuable thing a dispensary offers. This year every member of our retail team completed a 40-hour course covering cannabinoids and formats, dosing conversations, state rules, and serving customers with disabilities.'),
      p('The course was written with input from patients, pharmacists and long-time customers, and it is refreshed every year.'),
    ],
  }, ['company', 'community', 'education']),

  contentDoc('news_article', 'expungement-clinic', 64, {
    title: 'Free Record-Sealing Clinic in Chicago',
    summary: 'Volunteer attorneys helped more than ninety people start the process of clearing old cannabis records.',
    source: null,
    hero_image: ART.community,
    featured: false,
    body: [
      p('Our Chicago Lakeview store hosted a free clinic where volunteer attorneys explained record sealing and expungement and helped attendees file their paperwork.'),
      p('We will host clinics in more of our states next year. Follow the news page for dates.'),
    ],
  }, ['community', 'illinois', 'events']),

  contentDoc('news_article', 'recycling-program', 90, {
    title: 'Bring Back Your Empty Containers',
    summary: 'Our stores now take back clean, empty cannabis packaging for recycling.',
    source: null,
    hero_image: ART.storage,
    featured: false,
    body: [
      p('Most cannabis packaging is hard to recycle at home. Drop clean, empty jars, tubes and vape cartridges in the bins by our registers and we will sort them for specialist recycling.'),
      p('The program runs at every store that has a menu; ask a team member if you cannot spot the bin.'),
    ],
  }, ['sustainability', 'stores']),

  contentDoc('news_article', 'winter-market-preview', 'unpublished', {
    title: 'Winter Market Preview',
    summary: 'Not published yet: this article is dated far in the future and must never be served.',
    source: null,
    hero_image: ART.hills,
    featured: true,
    body: [p('This article is scheduled and must stay hidden until its publish date.')],
  }, ['events']),
];

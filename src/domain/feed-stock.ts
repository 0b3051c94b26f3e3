/**
 * The sale rule of the point-of-sale feed (README "The point-of-sale feed"): stock from the feed never
 * undoes a sale made since the feed's snapshot. The point of sale counted its shelves at `snapshot_at`
 * (the request's arrival when the feed does not say); orders placed on Apotheca after that moment
 * (and not cancelled or rejected) already took their units from the sellable quantity, and the count
 * does not know about them yet. So the sellable quantity set is the count less those units, never
 * below zero. Orders placed before the snapshot are in the count already and are not taken again.
 */
export function sellableFromFeed(feedQuantity: number, unitsOrderedSinceSnapshot: number): number {
  return Math.max(0, feedQuantity - unitsOrderedSinceSnapshot);
}

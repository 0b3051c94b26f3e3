/** What /kiosk/setup says (DECISIONS.md "Modes of the one installable app", kiosk mode). */
export const SETUP_TEXT = {
  intro: 'Pin this device to one of your stores. It then shows the check-in kiosk to customers, with no account signed in.',
  staffOnly: 'Only store staff can set up a kiosk.',
  noStores: 'You are not assigned to a store yet, so there is nothing to pin this device to.',
  storeLegend: 'Store',
  usageLegend: 'Usage types',
  chooseStore: 'Choose a store.',
  noUsageTypes: 'This store runs no menu now, so a kiosk there has no orders to check in.',
  pin: 'Pin This Device',
  unpin: 'Unpin This Device',
  backToKiosk: 'Back to Kiosk',
  logout: 'Log Out',
  pinnedTo: (storeName: string) => `This device is a kiosk for ${storeName}.`,
  pinnedBy: (name: string, when: string) => `Pinned by ${name} on ${when}.`,
  unsentCheckIns: (count: number) =>
    `${count} ${count === 1 ? 'check-in made offline has' : 'check-ins made offline have'} not been sent yet. Unpinning drops ${count === 1 ? 'it' : 'them'}.`,
  loadFailed: 'Your stores could not be loaded. Check the connection and try again.',
} as const;

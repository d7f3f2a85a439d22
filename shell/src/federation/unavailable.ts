/** The title of the panel a page shows when its remote cannot be loaded (UnavailablePanel.tsx). */
export const UNAVAILABLE_TITLE = 'This part of the site is unavailable right now';

/** A whole write of the event pop-up (`PUT /api/v1/home/event-popup`) that switches it off. */
export const switchedOffEventPopup = {
  enabled: false,
  poster: null,
  link: null,
  alt_en: "Poster",
  alt_hi: "पोस्टर",
  show_from: null,
  show_until: null,
};

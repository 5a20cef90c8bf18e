export const campusEditor = {
  title: "Campuses",
  intro:
    "A campus's address, contacts, director, map link, programmes and photograph, as the campus page and the contact page show them. Leave a field blank to say it is not yet published.",
  campus: "Campus",
  noCampus: "Your account is not given any campus. Ask an administrator.",
  fields: {
    address: "Address",
    address_hi: "Address in Hindi (blank: the English one is shown)",
    phone: "Phone",
    email: "Email",
    director: "Director",
    director_email: "Director's email",
    maps_url: "Map link (https://)",
    listed_programmes: "Programmes the campus offers (one per line)",
  },
  save: "Save campus",
  saved: "{name} is saved. The public pages show it now.",
};

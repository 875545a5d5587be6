// The secretariat's contact details: the footer, the status screens, the public pages and the mails
// that give them (one place to change them). Plain constants, safe in the browser.
export const SITE_CONTACT = {
  organisation: "Federation Foundation Secretariat",
  addressLines: ["No. 12, Service Club House, 3rd Cross Road", "Nungambakkam, Chennai 600 034", "India"],
  phone: "+91 44 4000 1234",
  email: "secretariat@federation-foundation.org",
} as const;

/** The secretariat's phone number as a `tel:` link (no spaces). */
export const SITE_PHONE_HREF = `tel:${SITE_CONTACT.phone.replace(/\s/g, "")}`;

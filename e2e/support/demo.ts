/** The demo company's administrator (seeded on an empty embedded database). */
export const DEMO = { email: "admin@demo-hts.fr", password: "Demo-HTS-2026" };

// The models of the tours module's documents (plain, cloneable data for the worker threads).

export type TCheckpointLabelsDoc = {
  companyName: string;
  siteName: string;
  labels: { name: string; location: string; qr: string }[];
  texts: { title: string; hint: string };
};

export type TTourReportDoc = {
  companyName: string;
  title: string;
  lines: [string, string][];
  headers: [string, string, string, string, string];
  rows: [string, string, string, string, string][];
  footer: string;
};

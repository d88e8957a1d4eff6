// The model of the monthly service report (plain, cloneable data for the worker threads).

export type TMonthlyReportDoc = {
  companyName: string;
  title: string;
  period: string;
  /** Headed tables, one after the other; a table with no row shows `empty` instead. */
  sections: { heading: string; headers: string[]; widths: number[]; rows: string[][]; empty: string }[];
  footer: string;
};

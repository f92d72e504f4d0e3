// The partner (university) config: who the application is for and how to reach them; the server may override it from a JSON file.
export interface PartnerAddress {
  label: string;
  line_1: string;
  line_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface PartnerConfig {
  name: string;
  application_title: string;
  addresses: PartnerAddress[];
  help_email: string;
  admissions_email: string;
  phone: string;
  act_code: string;
  sat_code: string;
  character_limit: number;
  reader_url: string;
  /** The university's time zone (IANA), in which the application's times are given: its submission on the PDF. */
  time_zone: string;
}

/** A fictional university, used until a real partner's JSON file is configured. */
export const defaultPartner: PartnerConfig = {
  name: 'Lakemont State University',
  application_title: 'Transfer Application',
  addresses: [
    {
      label: 'Office of Undergraduate Admissions',
      line_1: '1200 College Avenue',
      line_2: 'Harmon Hall, Suite 100',
      city: 'Lakemont',
      state: 'Oregon',
      zip: '97399',
      country: 'USA',
    },
  ],
  help_email: 'apply-help@lakemont.example',
  admissions_email: 'admissions@lakemont.example',
  phone: '(555) 010-2000',
  act_code: '9999',
  sat_code: '9998',
  character_limit: 7000,
  reader_url: 'https://get.adobe.com/reader/',
  time_zone: 'America/Los_Angeles',
};

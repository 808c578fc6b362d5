// The footer's site facts for component tests, shaped as the layout queries content/site.yaml.
import type { FooterSite } from '../../components/layout/footer';

export const FOOTER_SITE: FooterSite = {
  name: 'Bridge City Fitness',
  copyrightYear: 2017,
  logo: {
    alt: 'Bridge City Fitness',
    src: { publicURL: '/logo.svg', svgDataUri: null, svgInline: null },
  },
  contact: {
    title: 'Bridge City Fitness',
    address: '2215 Prairie Lane',
    cityProvince: 'Saskatoon, SK',
    postalCode: 'S7K 0A1',
    phone: '306-555-0142',
    email: 'info@example.com',
  },
  hours: {
    access: 'Open 24/7 self-serve for members',
    groups: [
      {
        name: 'Office hours',
        badge: {
          open: 'Staff on site now until {time}',
          opens: 'Office opens at {time}',
          opensOn: 'Office opens {day} at {time}',
          closedToday: 'Office closed today ({label})',
        },
        times: [{ days: 'Every day', time: '10AM-5PM', note: null }],
      },
    ],
    exceptions: { upcoming: [] },
  },
  location: { timeZone: 'America/Regina' },
};

export const FOOTER_HEADINGS = { infoHeading: 'Visit or call us', hoursHeading: 'Club hours' };

import { adminOrganizationCalls } from './organization.shapes.js';
import { adminPeopleCalls } from './people.shapes.js';
import { adminExcelCalls } from './excel.shapes.js';
import { adminQrCalls } from './qr.shapes.js';

export const adminCalls = {
  ...adminOrganizationCalls,
  ...adminPeopleCalls,
  ...adminExcelCalls,
  ...adminQrCalls,
};

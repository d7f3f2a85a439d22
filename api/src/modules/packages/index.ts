// The packages module's public face: what other modules may take from it.
export {
  createPackage,
  findPackage,
  listDoctorPackages,
  packageCatalogue,
  packageForSale,
  packagesOnSale,
  retirePackage,
  type PackageRow,
} from './packages';
export { packageExpiryJob, remindExpiringPackages } from './expiry-reminders';

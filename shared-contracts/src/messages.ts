/**
 * Book Now with neither a time nor "call me" chosen: the patient decides, never a silent call-back.
 * Here rather than in forms.ts so the page's Hindi catalog can name it without bringing zod along.
 */
export const CHOOSE_TIME_MESSAGE = 'Choose a time, or ask us to call you to fix one';

/** The spec's user-facing strings (§5, §8), verbatim — typos included. */
export const MESSAGES = {
  doctorLoginFailed: 'Error while Logging In!',
  invalidCoupon: 'Invalid Coupon',
  couponApplied: 'Applied Successfully',
  checkoutScriptFailed: 'Razorpay SDK failed to load. Are you online?',
  wrongPatientId: 'Wrong Patient ID',
  patientNotRegistered: 'Patient ID is not Registered.',
  loginFirst: 'You have to login first!',
  wrongOtp: 'Wrong OTP!',
  invalidMobile: 'Enter a Valid Mobile Number',
  paymentFailed: 'Payment Failed',
  pageNotFound: 'Page Not Found',
  copyright: '2022 all rights reserverd',

  booking: {
    name: 'Enter a valid Name',
    email: 'Enter a valid Email',
    quantity: 'Enter a valid quantity',
    problem: 'Select problem',
    address: 'Enter your address',
    pincode: 'Enter a valid 6-digit Pincode',
  },

  search: {
    emptyName: 'Enter the name before submitting!',
    emptyStartDate: 'Enter the start date before submitting!',
    emptyEndDate: 'Enter the end date before submitting!',
    startAfterEnd: 'Start date cannot be after end date!',
    noPatient: 'No patient with this name',
    failed: 'Error while searching',
  },

  coupon: {
    enterCode: 'Enter Coupon Code',
    enterDiscount: 'Enter Discount Percentage',
    invalidDiscount: 'Enter Valid Discount Percentage',
    enterStartDate: 'Enter Start Date',
    enterEndDate: 'Enter End Date',
    startAfterEnd: 'Start date cannot be after end date!',
    added: 'Coupon Added Successfully',
    creationFailed: 'Coupon Creation Failed',
    updated: 'Coupon Updated Successfully',
    notExists: "Coupon doesn't exists...",
    deleted: 'Coupon Deleted Successfully',
    expired: 'Coupon Expired Successfully',
    deleteFailed: "Couldn't delete the coupon",
    expireFailed: "Couldn't expire the coupon",
    none: 'No Coupons',
  },

  contact: {
    nameEmpty: 'Name Should not be empty',
    nameLetters: 'The Name should contain only characters',
    emailEmpty: 'Email is mandatory',
    emailInvalid: 'Enter a Valid Email Address',
    messageEmpty: "Comments can't be Empty",
    successTitle: 'Thank You for reaching us Out',
    successBody: 'Your Response have been received Successfully',
    failureTitle: 'Your response was not submitted',
    failureBody: 'Something went Wrong',
  },
} as const;

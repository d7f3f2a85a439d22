// jest-dom matchers (toBeInTheDocument…) for the tests' types; the matchers are installed by the jest preset.
/// <reference types="@testing-library/jest-dom" />

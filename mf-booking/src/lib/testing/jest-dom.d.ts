// jest-dom matcher types for the tests beside the code (the workspace tsconfig lists only node and jest).
/// <reference types="@testing-library/jest-dom" />

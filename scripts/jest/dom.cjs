require('@testing-library/jest-dom');
require('./dialog.cjs');

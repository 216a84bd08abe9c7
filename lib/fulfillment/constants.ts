// Until lib/stores lands (foundation), head office's store number lives here.
export const HEAD_OFFICE_STORE = 1000;

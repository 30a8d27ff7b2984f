export const NOT_FOUND = "No analysis with this id.";

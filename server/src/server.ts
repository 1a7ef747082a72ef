// The gateway (issue 3) is built next; this file only keeps the workspace building.
export {};

/** Types for the signals endpoints of the Camunda v2 API (filled in as the endpoints are built). */
export {};

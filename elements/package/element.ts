// The types of every element entry (`@fan-campaigns/elements/campaign-register`): importing one defines its
// tag, and brings the global tag and event maps.
import "./host-types.js";

// SwiftPM builds a C target from at least one source file; the shims are inline, in the header.
#include "ProcessShims.h"

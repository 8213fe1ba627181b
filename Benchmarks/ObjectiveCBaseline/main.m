// The Objective-C baseline of ObservationBenchmark: the same operations with GNUstep's
// Foundation and its KVO (not Apple's: GNUstep's is its own implementation of the same API).
// One run is one round: it prints one sample per operation, `ID,NANOSECONDS`, in the thread's
// CPU time per operation, or with --memory the bytes one addObserver keeps, `memory,BYTES`.
// Built and run by scripts/benchmark-observation; options: --observers N, --memory.
#import <Foundation/Foundation.h>
#include <malloc.h>
#include <objc/runtime.h>
#include <time.h>

@interface Circle : NSObject {
  double radius;
}
@property(nonatomic) double radius;
@end

@implementation Circle
@synthesize radius;
@end

@interface CountingObserver : NSObject
@end

static double sinkTotal = 0;
static long sinkCount = 0;

@implementation CountingObserver
- (void)observeValueForKeyPath:(NSString *)keyPath
                      ofObject:(id)object
                        change:(NSDictionary *)change
                       context:(void *)context {
  sinkCount += 1;
  NSNumber *new = [change objectForKey:NSKeyValueChangeNewKey];
  if (new != nil) sinkTotal += [new doubleValue];
}
@end

static double threadTime(void) {
  struct timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return (double)now.tv_sec * 1e9 + (double)now.tv_nsec;
}

/// The floor: a call through a pointer the compiler cannot see through.
static void notify(double value) { sinkTotal += value; }
static void (*volatile notifyPointer)(double) = notify;


/// GCC's Objective-C (the dialect of Debian's gobjc) has no blocks: an operation is a function and a context instead.
typedef void (*OperationFunction)(void *context, long iteration);

/// Nanoseconds for `count` runs, emptying the autorelease pool they filled (the change
/// dictionaries KVO made) as part of their cost, as an app's run loop empties it after an event.
static double timeRuns(OperationFunction function, void *context, long count) {
  double start = threadTime();
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  for (long i = 0; i < count; i++) function(context, i);
  [pool release];
  return threadTime() - start;
}

/// Nanoseconds per run of `function`, over enough runs to fill about four milliseconds.
static double timeFunction(OperationFunction function, void *context) {
  long count = 1;
  while (1) {
    double elapsed = timeRuns(function, context, count);
    if (elapsed >= 1e6 || count >= (1L << 24)) {
      long target = (long)(4e6 / (elapsed / count));
      if (target < 1) target = 1;
      return timeRuns(function, context, target) / target;
    }
    count *= 2;
  }
}

static void callFloor(void *context, long iteration) {
  long observers = (long)context;
  for (long i = 0; i < observers; i++) notifyPointer((double)iteration);
}

static void setRadius(void *context, long iteration) {
  [(Circle *)context setRadius:(double)iteration];
}

static void sendGetter(void *context, long iteration) {
  sinkTotal += [(Circle *)context radius];
}

/// A table of a thousand string keys (or members) and the keys to look up, for the weak
/// tables' rows.
static NSArray *tableKeys = nil;
static const long tableSize = 1000;

static void lookUpInTable(void *context, long iteration) {
  id table = (id)context;
  if ([table objectForKey:[tableKeys objectAtIndex:iteration % tableSize]] != nil) sinkCount += 1;
}

static void lookUpMember(void *context, long iteration) {
  id table = (id)context;
  if ([table member:[tableKeys objectAtIndex:iteration % tableSize]] != nil) sinkCount += 1;
}

/// Times lookups in an NSMutableDictionary and an NSMapTable with weak keys, and membership in
/// an NSMutableSet and an NSHashTable with weak members, all holding the same thousand strings.
static void timeWeakTables(void) {
  NSMutableArray *keys = [NSMutableArray array];
  for (long i = 0; i < tableSize; i++) [keys addObject:[NSString stringWithFormat:@"key%ld", i]];
  tableKeys = keys;
  NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
  NSMapTable *mapTable = [NSMapTable weakToStrongObjectsMapTable];
  NSMutableSet *set = [NSMutableSet set];
  NSHashTable *hashTable = [NSHashTable weakObjectsHashTable];
  for (NSString *key in keys) {
    [dictionary setObject:key forKey:key];
    [mapTable setObject:key forKey:key];
    [set addObject:key];
    [hashTable addObject:key];
  }
  printf("dictionary-lookup,%.2f\n", timeFunction(lookUpInTable, dictionary));
  printf("map-table-lookup,%.2f\n", timeFunction(lookUpInTable, mapTable));
  printf("set-member,%.2f\n", timeFunction(lookUpMember, set));
  printf("hash-table-member,%.2f\n", timeFunction(lookUpMember, hashTable));
}

/// Times one property change with `observers` observers registered with `options`.
static double timeNotification(NSKeyValueObservingOptions options, long observers) {
  Circle *circle = [Circle new];
  NSMutableArray *watchers = [NSMutableArray array];
  for (long i = 0; i < observers; i++) {
    CountingObserver *watcher = [CountingObserver new];
    [watchers addObject:watcher];
    [circle addObserver:watcher forKeyPath:@"radius" options:options context:NULL];
  }
  double perChange = timeFunction(setRadius, circle);
  for (CountingObserver *watcher in watchers) [circle removeObserver:watcher forKeyPath:@"radius"];
  return perChange;
}

/// Times addObserver alone, on a class made just now (so KVO makes its notifying subclass) or
/// on the class every other circle has (whose subclass exists already).
static double timeAddObserver(BOOL onFreshClass) {
  static long freshClasses = 0;
  CountingObserver *watcher = [CountingObserver new];
  double total = 0;
  const long count = 200;
  for (long i = 0; i < count; i++) {
    Circle *circle = [Circle new];
    if (onFreshClass) {
      char name[64];
      snprintf(name, sizeof name, "FreshCircle%ld", ++freshClasses);
      Class fresh = objc_allocateClassPair([Circle class], name, 0);
      objc_registerClassPair(fresh);
      object_setClass(circle, fresh);
    }
    double start = threadTime();
    [circle addObserver:watcher forKeyPath:@"radius" options:NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld context:NULL];
    total += threadTime() - start;
    [circle removeObserver:watcher forKeyPath:@"radius"];
  }
  return total / count;
}

/// The bytes the allocator keeps per registration, over 2000 observers of one object.
static double bytesPerRegistration(void) {
  const long registrations = 2000;
  Circle *circle = [Circle new];
  NSMutableArray *watchers = [NSMutableArray array];
  for (long i = 0; i < registrations; i++) [watchers addObject:[CountingObserver new]];
  struct mallinfo2 before = mallinfo2();
  for (CountingObserver *watcher in watchers) {
    [circle addObserver:watcher forKeyPath:@"radius" options:NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld context:NULL];
  }
  struct mallinfo2 after = mallinfo2();
  for (CountingObserver *watcher in watchers) [circle removeObserver:watcher forKeyPath:@"radius"];
  return ((double)(after.uordblks + after.hblkhd) - (double)(before.uordblks + before.hblkhd)) / registrations;
}

int main(int argc, char **argv) {
  long observers = 1;
  BOOL memory = NO;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--observers") == 0 && i + 1 < argc) observers = atol(argv[++i]);
    if (strcmp(argv[i], "--memory") == 0) memory = YES;
  }
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  if (memory) {
    printf("memory,%.1f\n", bytesPerRegistration());
  } else {
    printf("closure,%.2f\n", timeFunction(callFloor, (void *)observers));
    printf("raw-kvo,%.2f\n", timeNotification(0, observers));
    printf("raw-kvo-new-old,%.2f\n", timeNotification(NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld, observers));
    if (observers == 1) {
      Circle *circle = [Circle new];
      printf("unobserved-set,%.2f\n", timeFunction(setRadius, circle));
      printf("send-hit,%.2f\n", timeFunction(sendGetter, circle));
      printf("first-observation,%.2f\n", timeAddObserver(YES));
      printf("later-observation,%.2f\n", timeAddObserver(NO));
      timeWeakTables();
    }
  }
  [pool release];
  printf("sink,%.0f\n", sinkTotal + (double)sinkCount);
  return 0;
}

// The search threads kept between rounds (solvers/search_pool.h): each round on as many
// threads as asked, the caller's included; the threads started once and reused; a job's
// exception thrown to the caller; scopes lending a pool to the calling thread.
#include "solvers/search_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

namespace cube {
namespace {

TEST(SearchPool, RunsARoundOnTheThreadsAskedTheCallerIncluded) {
  SearchPool pool(3);
  EXPECT_EQ(pool.started(), 0);  // none before a round needs them
  std::mutex mutex;
  std::set<std::thread::id> ids;
  pool.run(3, [&] {
    std::lock_guard<std::mutex> lock(mutex);
    ids.insert(std::this_thread::get_id());
  });
  EXPECT_EQ(ids.size(), 3u);
  EXPECT_EQ(ids.count(std::this_thread::get_id()), 1u);
  EXPECT_EQ(pool.started(), 2);
}

TEST(SearchPool, StartsItsThreadsOnceAndReusesThem) {
  SearchPool pool(4);
  std::atomic<int> runs{0};
  for (int round = 0; round < 500; ++round) pool.run(2 + round % 3, [&] { ++runs; });
  int expected = 0;
  for (int round = 0; round < 500; ++round) expected += 2 + round % 3;
  EXPECT_EQ(runs.load(), expected);
  EXPECT_EQ(pool.started(), 3);
  runs = 0;
  pool.run(9, [&] { ++runs; });  // no more than the pool's threads
  EXPECT_EQ(runs.load(), 4);
  pool.run(1, [&] { ++runs; });  // the caller alone
  EXPECT_EQ(runs.load(), 5);
  EXPECT_EQ(pool.started(), 3);
}

TEST(SearchPool, ARoundWaitsForEveryThread) {
  SearchPool pool(3);
  for (int round = 0; round < 50; ++round) {
    std::atomic<int> arrived{0}, left{0};
    pool.run(3, [&] {
      ++arrived;
      while (arrived.load() < 3) std::this_thread::yield();  // every thread takes part
      ++left;
    });
    EXPECT_EQ(left.load(), 3);
  }
}

TEST(SearchPool, AJobsExceptionIsThrownToTheCallerAfterTheRound) {
  SearchPool pool(2);
  const std::thread::id caller = std::this_thread::get_id();
  std::atomic<int> done{0};
  EXPECT_THROW(pool.run(2,
                        [&] {
                          if (std::this_thread::get_id() != caller) throw std::runtime_error("worker");
                          ++done;
                        }),
               std::runtime_error);
  EXPECT_EQ(done.load(), 1);
  pool.run(2, [&] { ++done; });  // still serving
  EXPECT_EQ(done.load(), 3);
}

TEST(SearchPool, AScopeLendsItsPoolToTheCallingThreadOnly) {
  EXPECT_EQ(SearchPoolScope::current(), nullptr);
  {
    const SearchPoolScope outer(3);
    SearchPool* pool = SearchPoolScope::current();
    ASSERT_NE(pool, nullptr);
    EXPECT_EQ(pool->threads(), 3);
    {
      const SearchPoolScope inner(2);  // the outer one has enough threads: lent again
      EXPECT_EQ(SearchPoolScope::current(), pool);
    }
    {
      const SearchPoolScope inner(4);  // more threads than the outer: its own
      ASSERT_NE(SearchPoolScope::current(), pool);
      EXPECT_EQ(SearchPoolScope::current()->threads(), 4);
    }
    EXPECT_EQ(SearchPoolScope::current(), pool);
    SearchPool* other = pool;
    std::thread([&] { other = SearchPoolScope::current(); }).join();
    EXPECT_EQ(other, nullptr);
  }
  EXPECT_EQ(SearchPoolScope::current(), nullptr);
}

}  // namespace
}  // namespace cube

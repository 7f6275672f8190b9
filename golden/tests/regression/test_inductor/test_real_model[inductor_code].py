# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp0), static_cast<int64_t>(8));
                                auto tmp5 = static_cast<float>(5.656854152679443);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp1), static_cast<int64_t>(8));
                            auto tmp6 = static_cast<float>(5.656854152679443);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = static_cast<float>(32.0);
                            auto tmp11 = tmp9 / tmp10;
                            auto tmp12 = static_cast<float>(1e-06);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp0 * tmp16;
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_neg_slice_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4L + x2 + 8L*x0 + 32L*x1), static_cast<int64_t>(4L));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*x0 + 32L*x1), static_cast<int64_t>(4L));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_neg_slice_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4L + x2 + 8L*x0 + 16L*x1), static_cast<int64_t>(4L));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*x0 + 16L*x1), static_cast<int64_t>(4L));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_full_mul_sin_transpose_triu_unsqueeze_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 32L*x0)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(4L)))];
                                auto tmp7 = in_ptr1[static_cast<int64_t>(x2 + 8L*x0 + 64L*x1)];
                                auto tmp2 = x0;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp1 * tmp3);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                in_out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 32L*x0)] = tmp10;
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x2 + 8L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 16L*x1)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(4L)))];
                                auto tmp7 = in_ptr3[static_cast<int64_t>(x2 + 8L*x1 + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))))];
                                auto tmp2 = x1;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp1 * tmp3);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 64L*x0)] = tmp10;
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 8L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 16L*x1), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = x1 + ((-1L)*x0);
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                            auto tmp3 = static_cast<int64_t>(1);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                            auto tmp6 = static_cast<float>(-3.4028234663852886e+38);
                            auto tmp7 = static_cast<float>(0.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp6);
                            auto tmp9 = at::vec::Vectorized<float>(tmp7);
                            auto tmp10 = decltype(tmp8)::blendv(tmp9, tmp8, tmp5.template cast<float,1>());
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 8L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_4 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp0), static_cast<int64_t>(8));
                                auto tmp5 = static_cast<float>(5.656854152679443);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp9 = tmp7 + tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp11 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp1), static_cast<int64_t>(8));
                            auto tmp6 = static_cast<float>(5.656854152679443);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = static_cast<float>(32.0);
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = static_cast<float>(1e-06);
                            auto tmp15 = float(tmp13 + tmp14);
                            auto tmp16 = 1 / std::sqrt(tmp15);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp0 * tmp18;
                            tmp19.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_mul_silu_5 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_6 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp0), static_cast<int64_t>(8));
                                auto tmp5 = static_cast<float>(5.656854152679443);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp9 = tmp7 + tmp8;
                                auto tmp11 = tmp9 + tmp10;
                                auto tmp12 = tmp11 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp1), static_cast<int64_t>(8));
                            auto tmp6 = static_cast<float>(5.656854152679443);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = static_cast<float>(32.0);
                            auto tmp15 = tmp13 / tmp14;
                            auto tmp16 = static_cast<float>(1e-06);
                            auto tmp17 = float(tmp15 + tmp16);
                            auto tmp18 = 1 / std::sqrt(tmp17);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp12 * tmp19;
                            auto tmp21 = tmp0 * tmp20;
                            tmp21.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_7 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*tmp0), static_cast<int64_t>(8));
                                auto tmp5 = static_cast<float>(5.656854152679443);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp9 = tmp7 + tmp8;
                                auto tmp11 = tmp9 + tmp10;
                                auto tmp13 = tmp11 + tmp12;
                                auto tmp14 = tmp13 * tmp13;
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp14;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = static_cast<float>(32.0);
                            auto tmp4 = tmp2 / tmp3;
                            auto tmp5 = static_cast<float>(1e-06);
                            auto tmp6 = float(tmp4 + tmp5);
                            auto tmp7 = 1 / std::sqrt(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp1 * tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = static_cast<float>(32.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 * tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1 = args
        args.clear()
        assert_size_stride(arg22_1, (1, 8), (8, 1), 'input')
        assert_size_stride(arg0_1, (128, 32), (32, 1), 'input')
        assert_size_stride(arg1_1, (32, ), (1, ), 'input')
        buf0 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf1 = empty_strided_cpu((1, 8, 32), (256, 32, 1), torch.float32)
        assert_size_stride(arg2_1, (32, 32), (32, 1), 'input')
        cpp_fused_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_0(arg22_1, arg0_1, arg1_1, buf0, buf1)
        del arg1_1
        buf2 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [embedding, lift_fresh_copy, mul, pow_1, mean, add, rsqrt, mul_1, mul_2, linear], Original ATen: [aten.embedding, aten.lift_fresh_copy, aten.mul, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (8, 32), (32, 1), 0), reinterpret_tensor(arg2_1, (32, 32), (1, 32), 0), out=buf2)
        del arg2_1
        buf5 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (1, 4, 8, 4), (256, 64, 8, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (1, 4, 8, 4), (256, 64, 8, 1), 4)  # alias
        assert_size_stride(arg3_1, (16, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_cat_neg_slice_transpose_view_1(buf2, buf3, buf4)
        del buf3
        del buf4
        buf6 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (8, 32), (32, 1), 0), reinterpret_tensor(arg3_1, (32, 16), (1, 32), 0), out=buf6)
        del arg3_1
        buf9 = empty_strided_cpu((1, 2, 8, 8), (128, 64, 8, 1), torch.float32)
        buf7 = reinterpret_tensor(buf9, (1, 2, 8, 4), (128, 64, 8, 1), 0)  # alias
        buf8 = reinterpret_tensor(buf9, (1, 2, 8, 4), (128, 64, 8, 1), 4)  # alias
        assert_size_stride(arg4_1, (16, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_cat_neg_slice_transpose_view_2(buf6, buf7, buf8)
        del buf7
        del buf8
        buf10 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (8, 32), (32, 1), 0), reinterpret_tensor(arg4_1, (32, 16), (1, 32), 0), out=buf10)
        del arg4_1
        assert_size_stride(arg21_1, (4, ), (1, ), 'input')
        buf11 = reinterpret_tensor(buf2, (1, 4, 8, 8), (256, 8, 32, 1), 0); del buf2  # reuse
        buf12 = reinterpret_tensor(buf1, (1, 4, 8, 8), (256, 64, 8, 1), 0); del buf1  # reuse
        buf13 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        buf14 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_full_mul_sin_transpose_triu_unsqueeze_view_3(buf11, arg21_1, buf5, buf6, buf9, buf10, buf12, buf13, buf14)
        del buf10
        del buf5
        del buf6
        del buf9
        # Topologically Sorted Source Nodes: [unsqueeze_1, unsqueeze_2, arange, unsqueeze, unsqueeze_3, expand_1, to_1, matmul, transpose, cat, cos, sin, linear, view, transpose_1, unsqueeze_6, mul_3, unsqueeze_7, mul_4, add_1, linear_1, view_1, transpose_2, mul_5, mul_6, add_2, unsqueeze_8, expand_3, reshape, linear_2, view_2, transpose_3, unsqueeze_9, expand_4, reshape_1, triu, full, unsqueeze_4, unsqueeze_5, scaled_dot_product_attention], Original ATen: [aten.unsqueeze, aten.arange, aten.expand, aten._to_copy, aten.bmm, aten.transpose, aten.cat, aten.cos, aten.sin, aten._unsafe_view, aten.view, aten.mul, aten.add, aten.clone, aten.triu, aten.full, aten._scaled_dot_product_flash_attention_for_cpu]
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf11, buf12, buf13, attn_mask=buf14)
        del buf11
        del buf12
        del buf14
        buf16 = buf15[0]
        assert_size_stride(buf16, (1, 4, 8, 8), (256, 8, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf15
        assert_size_stride(arg5_1, (32, 32), (32, 1), 'input')
        buf18 = reinterpret_tensor(buf13, (8, 32), (32, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [transpose_4, reshape_2, linear_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (8, 32), (32, 1), 0), reinterpret_tensor(arg5_1, (32, 32), (1, 32), 0), out=buf18)
        del arg5_1
        assert_size_stride(arg6_1, (32, ), (1, ), 'input')
        buf19 = buf0; del buf0  # reuse
        buf20 = reinterpret_tensor(buf16, (1, 8, 32), (256, 32, 1), 0); del buf16  # reuse
        assert_size_stride(arg7_1, (64, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_4(arg22_1, arg0_1, buf18, arg6_1, buf19, buf20)
        del arg6_1
        del buf19
        buf21 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (8, 32), (32, 1), 0), reinterpret_tensor(arg7_1, (32, 64), (1, 32), 0), out=buf21)
        del arg7_1
        assert_size_stride(arg8_1, (64, 32), (32, 1), 'input')
        buf22 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (8, 32), (32, 1), 0), reinterpret_tensor(arg8_1, (32, 64), (1, 32), 0), out=buf22)
        del arg8_1
        del buf20
        buf23 = reinterpret_tensor(buf21, (1, 8, 64), (512, 64, 1), 0); del buf21  # reuse
        assert_size_stride(arg9_1, (32, 64), (64, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_5(buf23, buf22)
        del buf22
        buf24 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_9, linear_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf23, (8, 64), (64, 1), 0), reinterpret_tensor(arg9_1, (64, 32), (1, 64), 0), out=buf24)
        del arg9_1
        del buf23
        assert_size_stride(arg10_1, (32, ), (1, ), 'input')
        buf25 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf26 = empty_strided_cpu((1, 8, 32), (256, 32, 1), torch.float32)
        assert_size_stride(arg11_1, (32, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_6(arg22_1, arg0_1, buf18, buf24, arg10_1, buf25, buf26)
        del arg10_1
        buf27 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (8, 32), (32, 1), 0), reinterpret_tensor(arg11_1, (32, 32), (1, 32), 0), out=buf27)
        del arg11_1
        buf30 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        buf28 = reinterpret_tensor(buf30, (1, 4, 8, 4), (256, 64, 8, 1), 0)  # alias
        buf29 = reinterpret_tensor(buf30, (1, 4, 8, 4), (256, 64, 8, 1), 4)  # alias
        assert_size_stride(arg12_1, (16, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_cat_neg_slice_transpose_view_1(buf27, buf28, buf29)
        del buf28
        del buf29
        buf31 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (8, 32), (32, 1), 0), reinterpret_tensor(arg12_1, (32, 16), (1, 32), 0), out=buf31)
        del arg12_1
        buf34 = empty_strided_cpu((1, 2, 8, 8), (128, 64, 8, 1), torch.float32)
        buf32 = reinterpret_tensor(buf34, (1, 2, 8, 4), (128, 64, 8, 1), 0)  # alias
        buf33 = reinterpret_tensor(buf34, (1, 2, 8, 4), (128, 64, 8, 1), 4)  # alias
        assert_size_stride(arg13_1, (16, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_cat_neg_slice_transpose_view_2(buf31, buf32, buf33)
        del buf32
        del buf33
        buf35 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (8, 32), (32, 1), 0), reinterpret_tensor(arg13_1, (32, 16), (1, 32), 0), out=buf35)
        del arg13_1
        del buf26
        buf36 = reinterpret_tensor(buf27, (1, 4, 8, 8), (256, 8, 32, 1), 0); del buf27  # reuse
        buf37 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        buf38 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        buf39 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_full_mul_sin_transpose_triu_unsqueeze_view_3(buf36, arg21_1, buf30, buf31, buf34, buf35, buf37, buf38, buf39)
        del arg21_1
        del buf30
        del buf31
        del buf34
        del buf35
        # Topologically Sorted Source Nodes: [unsqueeze_1, unsqueeze_2, arange, unsqueeze, unsqueeze_3, expand_1, to_1, matmul, transpose, cat, cos, sin, triu, full, unsqueeze_4, unsqueeze_5, linear_7, view_3, transpose_5, unsqueeze_10, mul_12, unsqueeze_11, mul_13, add_7, linear_8, view_4, transpose_6, mul_14, mul_15, add_8, unsqueeze_12, expand_5, reshape_3, linear_9, view_5, transpose_7, unsqueeze_13, expand_6, reshape_4, scaled_dot_product_attention_1], Original ATen: [aten.unsqueeze, aten.arange, aten.expand, aten._to_copy, aten.bmm, aten.transpose, aten.cat, aten.cos, aten.sin, aten.triu, aten.full, aten._unsafe_view, aten.view, aten.mul, aten.add, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf40 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf36, buf37, buf38, attn_mask=buf39)
        del buf36
        del buf37
        del buf39
        buf41 = buf40[0]
        assert_size_stride(buf41, (1, 4, 8, 8), (256, 8, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf41, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf40
        assert_size_stride(arg14_1, (32, 32), (32, 1), 'input')
        buf43 = reinterpret_tensor(buf38, (8, 32), (32, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [transpose_8, reshape_5, linear_10], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (8, 32), (32, 1), 0), reinterpret_tensor(arg14_1, (32, 32), (1, 32), 0), out=buf43)
        del arg14_1
        assert_size_stride(arg15_1, (32, ), (1, ), 'input')
        buf44 = reinterpret_tensor(buf18, (1, 8, 32), (256, 32, 1), 0); del buf18  # reuse
        buf45 = buf25; del buf25  # reuse
        buf46 = reinterpret_tensor(buf41, (1, 8, 32), (256, 32, 1), 0); del buf41  # reuse
        assert_size_stride(arg16_1, (64, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_lift_fresh_copy_mean_mul_pow_rsqrt_7(buf44, arg22_1, arg0_1, buf24, buf43, arg15_1, buf45, buf46)
        del arg0_1
        del arg15_1
        del arg22_1
        del buf24
        del buf43
        del buf45
        buf47 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_4, mean_3, add_10, rsqrt_3, mul_16, mul_17, linear_11], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf46, (8, 32), (32, 1), 0), reinterpret_tensor(arg16_1, (32, 64), (1, 32), 0), out=buf47)
        del arg16_1
        assert_size_stride(arg17_1, (64, 32), (32, 1), 'input')
        buf48 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf46, (8, 32), (32, 1), 0), reinterpret_tensor(arg17_1, (32, 64), (1, 32), 0), out=buf48)
        del arg17_1
        del buf46
        buf49 = reinterpret_tensor(buf47, (1, 8, 64), (512, 64, 1), 0); del buf47  # reuse
        assert_size_stride(arg18_1, (32, 64), (64, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_5(buf49, buf48)
        del buf48
        buf50 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_18, linear_13], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf49, (8, 64), (64, 1), 0), reinterpret_tensor(arg18_1, (64, 32), (1, 64), 0), out=buf50)
        del arg18_1
        del buf49
        assert_size_stride(arg19_1, (32, ), (1, ), 'input')
        buf51 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf52 = buf44; del buf44  # reuse
        assert_size_stride(arg20_1, (128, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8(buf52, buf50, arg19_1, buf51)
        del arg19_1
        del buf50
        del buf51
        buf53 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_13, add_11, pow_5, mean_4, add_12, rsqrt_4, mul_19, mul_20, linear_14], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (8, 32), (32, 1), 0), reinterpret_tensor(arg20_1, (32, 128), (1, 32), 0), out=buf53)
        del arg20_1
        return (reinterpret_tensor(buf53, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
# irlower-stages: fx_graph=fda255aeb0f9 inductor_ir_pre_fusion=7550b08ac2c9 inductor_ir=845fffd5f6cc
